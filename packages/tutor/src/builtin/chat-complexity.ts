/**
 * The chat's complexity answers built from facts beyond the measured class: what the problem
 * itself asks for (its target, its size budget, its statement's words on time and space) when
 * there is no code of the learner's to measure, and how the parts of the learner's code combine
 * (a sort run once adds to the loops' cost rather than multiplying it; loops over a node's edges
 * run once per edge in total).
 */
import { approachFacts, statementPassages } from '../chat/capabilities.ts';
import { OWN_CODE } from '../chat/features.ts';
import { normalise } from '../chat/normalise.ts';
import { complexityClauses } from '../chat/problem-facts.ts';
import type { ChatTurn, LearnerFacts, ProblemFacts, StaticSignal } from '../engine.ts';
import { classRank } from '../growth.ts';
import { usesSortOrTree } from '../signals.ts';
import { code } from './text.ts';

/** A loop, and a conversion of a number to its digits or bits (a hidden loop over them). */
const LOOP = /\b(for|while)\b|\.(map|forEach)\(/;
const DIGITS =
  /\bbin\(|\.toString\(\s*2\s*\)|toBinaryString|Integer\.toString\([^)]*,\s*2\)|\bbitset<|\bformat\([^)]*['"]0?b['"]/;

/**
 * "Is the O(1) space thing required?", "what complexity should I aim for?" with no code of the
 * learner's: the problem's target and size budget, and what its statement says about time and
 * space, quoted; then how to get the code measured.
 */
export function problemComplexityAnswer(
  problem: ProblemFacts,
  turn: ChatTurn,
  solved: boolean,
  missing: string,
): string {
  const a = approachFacts(problem);
  // Asked about "my code": that there is none to measure comes first.
  const lines: string[] = OWN_CODE.test(normalise(turn.question)) ? [missing, ''] : [];
  if (problem.targetComplexity)
    lines.push(`A good solution to **${problem.title}** runs in ${code(problem.targetComplexity)}.`);
  if (a.budget) lines.push(`Size check: ${a.budget}.`);
  const said = complexityClauses(problem);
  if (said.length > 0)
    lines.push('', 'What the problem says about time and space:', ...said.map((s) => `> ${s}`));
  // The other parts of the question ("am I allowed to ...?") answered from the statement too.
  const passages = statementPassages(problem, turn, solved).filter(
    (p) => p.score >= 2 && !said.some((s) => p.text.includes(s)),
  );
  if (passages.length > 0)
    lines.push(
      '',
      `From ${passages[0]?.from}:`,
      ...passages.slice(0, 2).map((p) => `> ${p.text.replace(/\n/g, ' ')}`),
    );
  if (said.some((s) => /follow-up/i.test(s)))
    lines.push('', 'A follow-up is optional: a solution that meets the main requirement is accepted.');
  if (!lines.includes(missing)) lines.push('', missing);
  return lines.join('\n').trim();
}

/**
 * How the parts of the code combine, when the class alone would mislead: a sort before the loops
 * is added, not multiplied (n log n + n^2 is n^2); in a graph problem, a loop over a node's
 * neighbours inside a loop over the nodes runs once per edge in total, O(V + E), not V x V.
 */
export function compositionNotes(
  problem: ProblemFacts,
  learner: LearnerFacts | undefined,
  cls: string | undefined,
  how: string,
  signals: readonly StaticSignal[],
): string[] {
  const src = learner?.code ?? '';
  const out: string[] = [];
  const rank = cls ? classRank(cls) : undefined;
  const sortRank = classRank('O(n log n)');
  const sortInLoop = signals.some((s) => s.kind === 'sort-in-loop');
  if (src && usesSortOrTree(src) && rank !== undefined && sortRank !== undefined && !sortInLoop) {
    if (rank === sortRank)
      out.push(
        'The sort (or ordered structure) costs O(n log n): a single pass after it is only O(n), so the sort dominates.',
      );
    else if (rank > sortRank)
      out.push(
        `The sort runs once, before the loops, not inside them: its O(n log n) is added to the loops' ${cls}, not multiplied by it, and ${cls} dominates (O(n log n) + ${cls} = ${cls}).`,
      );
  }
  if (rank !== undefined && rank === classRank('O(n)') && LOOP.test(src) && DIGITS.test(src))
    out.push(
      'Each number written out in binary (`bin`, `toString(2)`, `toBinaryString`...) costs O(log n), one step per bit: inside the loop that is O(n log n) in all, a log factor that timings barely show.',
    );
  const graph = /\b(V|E)\b/.test(problem.targetComplexity ?? '') || problem.category === 'graph';
  if (graph && how === 'read' && signals.some((s) => s.kind === 'nested-loops'))
    out.push(
      "In a graph, a loop over a node's neighbours inside a loop over the nodes is not V × V: across the whole outer loop the inner one runs once per edge in total (each edge is looked at once, or twice if undirected), so the pair costs O(V + E). Count the work per edge, not per pair of loops.",
    );
  return out;
}
