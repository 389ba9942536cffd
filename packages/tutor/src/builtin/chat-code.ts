/**
 * The chat's answers about the code in the editor: why it is wrong and which input breaks it
 * (Explain's facts: the judge's first failure, minimised, the suspect line and the causes), how
 * it grows and how to make it faster (Optimize's facts: measured growth, the class read from the
 * code, static signals, the percentile). Every number comes from the facts; none is invented.
 */

import { approachFacts } from '../chat/capabilities.ts';
import { patternEntry } from '../chat/glossary.ts';
import { inputTraits } from '../chat/input-traits.ts';
import { caveatsFor, tagNames } from '../chat/problem-facts.ts';
import type {
  ChatFacts,
  ChatTurn,
  FailureFacts,
  LearnerFacts,
  OptimizeFacts,
  ProblemFacts,
} from '../engine.ts';
import { classRank, growthSentence } from '../growth.ts';
import { localisableFailure, localisationNote } from '../localisation.ts';
import { staticComplexity, staticSignals } from '../signals.ts';
import { compositionNotes, problemComplexityAnswer } from './chat-complexity.ts';
import { CAUSE_LABELS, explainCompile } from './explain.ts';
import { code, json } from './text.ts';

export interface CodeAnswerContext {
  problem: ProblemFacts;
  learner: LearnerFacts | undefined;
  turn: ChatTurn;
  facts: ChatFacts | undefined;
}

const verdictName = (v: string) => v.replaceAll('_', ' ');
const clip = (s: string, max = 160) => (s.length > max ? `${s.slice(0, max)}…` : s);

/** The editor holds nothing to judge: say so, and how to get something. */
export function noCode(c: CodeAnswerContext, what: string): string | undefined {
  const codeText = c.learner?.code?.trim() ?? '';
  if (c.facts?.missingCode === 'starter')
    return `Your editor still holds only the starter code of **${c.problem.title}**, so there is nothing to ${what} yet. Write your attempt, then ask again (or press **Run Code** to try it on the examples).`;
  if (c.facts?.missingCode === 'empty' || codeText === '')
    return `There is no code in your editor for **${c.problem.title}**, so there is nothing to ${what} yet. Write your attempt in the editor, then ask again (or press **Run Code** to try it on the examples).`;
  return undefined;
}

/**
 * The suspect line and the causes, each with its line and evidence. Lines are named, not quoted:
 * a line of the learner's code can be a line of the reference, and the guard would withhold it.
 */
function whereToLook(f: FailureFacts, why: boolean): string[] {
  const out: string[] = [];
  const named = new Set<number>();
  if (f.suspect) {
    named.add(f.suspect.line);
    out.push(
      `- **Line ${f.suspect.line}** is the likeliest place (${f.suspect.sure} confidence)${why && f.suspect.evidence.length > 0 ? `: ${f.suspect.evidence.join('; ')}` : ''}.`,
    );
  }
  for (const c of f.causes) {
    const at = c.line ? ` (line ${c.line})` : '';
    if (c.line) named.add(c.line);
    out.push(`- ${CAUSE_LABELS[c.kind]}${at}: ${c.evidence}.`);
  }
  if (f.error?.line && !named.has(f.error.line))
    out.push(`- The exception is raised at line ${f.error.line}.`);
  if (out.length === 0)
    out.push(
      '- No single line could be named from the facts: trace your code by hand on that input, line by line.',
    );
  return out;
}

function failingInput(f: FailureFacts, problem: ProblemFacts): string[] {
  if (!f.test) return [];
  const t = f.test;
  const traits = inputTraits(problem.signature, t.input, problem.constraints);
  return [
    t.minimised
      ? `- Failing input (shrunk from ${t.originalSize} to ${t.size} characters and checked in the sandbox): ${code(clip(t.readable, 300))}`
      : `- Failing input: ${code(clip(t.readable, 300))}`,
    `- Expected ${code(json(t.expected, 120))}, your code returns ${code(json(t.actual, 120))}.`,
    ...(traits.length > 0 ? [`- What is special about it: ${traits.join('; ')}.`] : []),
    ...caveatsFor(problem, traits).map((s) => `- What the statement says about such inputs: "${s}"`),
  ];
}

/** The classic slips of the problem's pattern (glossary.ts), when the facts name no sure cause. */
function slips(problem: ProblemFacts, max: number): string[] {
  const p = patternEntry(problem.category, problem.tags);
  if (!p?.traps?.length) return [];
  return ['', `**Common slips with ${p.name.toLowerCase()}**`, ...p.traps.slice(0, max).map((t) => `- ${t}`)];
}

/** why-wrong and which-test: the judge's first failure of the editor's code. */
export function failureAnswer(c: CodeAnswerContext): string {
  const missing = noCode(c, 'judge');
  if (missing) return missing;
  const judged = c.facts?.failure;
  const language = c.learner?.language;
  // A language whose lines are not localised yet: no guessed line, and the note says so.
  const f = judged && language ? localisableFailure(judged, language) : judged;
  const note = judged && language ? localisationNote(judged, language) : undefined;
  if (!f)
    return 'I can point at the failing input once the judge has run your code: press **Explain** (it runs your code in the sandbox and shrinks the failing input).';
  if (f.verdict === 'accepted')
    return "The judge ran this code on every test of the problem here and none of them failed, so there is no failing input to show. Submit it: only the judge's verdict counts. Ask how fast it is if you want to go further.";
  const which = c.turn.intent === 'which-test';
  const why = c.turn.followUp === 'why' || c.turn.followUp === 'more';
  const lines: string[] = [];
  if (f.verdict === 'compilation_error') {
    const first = (f.compileOutput ?? '')
      .split('\n')
      .filter((l) => l.trim())
      .slice(0, 4);
    lines.push(
      'Your code does not compile, so no test can run yet. The compiler said:',
      '',
      '```text',
      ...first,
      '```',
      '',
    );
    lines.push(explainCompile(c.learner?.language ?? 'javascript', f.compileOutput ?? ''));
    return lines.join('\n');
  }
  lines.push(
    which && f.test
      ? `This input breaks your code (run in the sandbox, it gets ${code(verdictName(f.verdict))}):`
      : `Run in the sandbox on the problem's tests, your code gets ${code(verdictName(f.verdict))}.`,
    '',
    ...failingInput(f, c.problem),
  );
  if (f.error)
    lines.push(`- ${f.error.type}: ${clip(f.error.message)}${f.error.line ? ` (line ${f.error.line})` : ''}`);
  if (f.growth)
    lines.push(
      `- Measured growth: about **${f.growth.complexity}**${c.problem.targetComplexity ? `, the target is ${code(c.problem.targetComplexity)}` : ''}.`,
    );
  if (c.turn.followUp === 'simpler') return lines.slice(0, 4).join('\n');
  lines.push('', '**Where to look**', ...(note ? [`- ${note}`] : []), ...whereToLook(f, why));
  // The pattern's classic slips: all three when nothing is sure, else the first two as a check.
  const unsure = f.causes.length === 0 || f.suspect?.sure === 'low';
  lines.push(...slips(c.problem, unsure ? 3 : 2));
  if (f.test)
    lines.push(
      '',
      "Check it yourself: paste that input into Run Code's custom input and trace the values at the line named.",
    );
  if (c.facts?.failureQuick)
    lines.push(
      '',
      'Shrinking the input and pinning the line take longer on this code: ask "why?" again in a moment.',
    );
  return lines.join('\n');
}

/** Why each static signal costs what it does: the hidden loop behind it. */
const SIGNAL_WHY: Record<string, string> = {
  'nested-loops': 'n passes of up to n steps each',
  'linear-search-in-loop':
    'a membership test or search on a list (`in`, `index`, `indexOf`, `includes`, `contains`) is a linear scan, a hidden loop, so inside a loop it multiplies the work by n',
  'string-concat-in-loop': 'each `+=` copies the whole string built so far: a hidden loop over its length',
  'recursion-without-memo':
    'each call branches again on arguments already solved, so the calls grow exponentially',
  'sort-in-loop': 'a sort is O(n log n) every time it runs',
};

const ADVICE: Record<string, string> = {
  'nested-loops':
    'an inner loop that searches can usually become one lookup (a hash map or set) or a second pointer',
  'linear-search-in-loop':
    'a set or map answers "is it there?" in O(1) instead of scanning the list each time',
  'string-concat-in-loop': 'collect the pieces in a list and join them once at the end',
  'recursion-without-memo':
    "store each call's answer by its arguments (memoization), so no state is solved twice",
  'sort-in-loop': 'sort once, outside the loop, or keep a heap',
};

/** The class the facts name for the code: measured, else read from the code. */
function classOf(
  o: OptimizeFacts | undefined,
  learner: LearnerFacts | undefined,
): { name?: string; how: string } {
  if (o?.growth) return { name: o.growth.complexity, how: 'measured' };
  if (o?.staticComplexity) return { name: o.staticComplexity, how: 'read' };
  if (learner?.code?.trim()) return { name: staticComplexity(learner.code, learner.language), how: 'read' };
  return { how: 'none' };
}

/** complexity and faster: Optimize's facts on the editor's code. */
export function optimizeAnswer(c: CodeAnswerContext): string {
  const missing = noCode(c, 'measure');
  const target = c.problem.targetComplexity;
  const a = approachFacts(c.problem);
  if (missing) return problemComplexityAnswer(c.problem, c.turn, c.learner?.solved ?? false, missing);
  const o = c.facts?.optimize;
  const cls = classOf(o, c.learner);
  const lines: string[] = [];
  const g = o?.growth;
  if (g) {
    lines.push(growthSentence(g));
    const pts = g.points.slice(-4).map((p) => `n = ${p.n.toLocaleString('en-US')}: ${p.ms.toFixed(1)} ms`);
    if (pts.length > 0 && c.turn.followUp !== 'simpler') lines.push('', `- ${pts.join('\n- ')}`);
  } else if (cls.name)
    lines.push(
      `Read from your code${o?.blockedBy ? ` (it could not be timed: it gets ${code(verdictName(o.blockedBy))} on the tests)` : o ? ' (the runs were too fast to time)' : ''}, its time complexity is **${cls.name}**.`,
    );
  const claimed = c.turn.question.match(/\bO\(\s*([^)]{1,12})\)/i)?.[0];
  if (claimed && cls.name && classRank(claimed) !== undefined && classRank(claimed) !== classRank(cls.name))
    lines.unshift(`Not ${code(claimed)}: your code is **${cls.name}**. Loops you do not see count too.`, '');
  const have = cls.name ? classRank(cls.name) : undefined;
  const want = target ? classRank(target) : undefined;
  const meets = have !== undefined && want !== undefined ? have <= want : undefined;
  if (target)
    lines.push(
      '',
      meets === undefined
        ? `The target for this problem is ${code(target)}.`
        : meets
          ? `That matches the target for this problem, ${code(target)}.`
          : `The target for this problem is ${code(target)}: there is a faster approach.`,
    );
  if (/\b(space|memory)\b/i.test(c.turn.question))
    lines.push(
      '',
      'Space is not measured here: count what your code keeps (a map of n entries is O(n) extra space).',
    );
  const signals =
    o?.staticSignals ?? (c.learner?.code ? staticSignals(c.learner.code, c.learner.language) : []);
  if (signals.length > 0 && c.turn.followUp !== 'simpler') {
    lines.push('', '**What the code shows**');
    for (const s of signals.slice(0, 4))
      lines.push(`- Line ${s.line}: ${s.detail}${SIGNAL_WHY[s.kind] ? `: ${SIGNAL_WHY[s.kind]}` : ''}.`);
  }
  for (const note of compositionNotes(c.problem, c.learner, cls.name, cls.how, signals)) lines.push('', note);
  if (c.turn.intent === 'faster' || c.turn.followUp === 'why') {
    lines.push('', '**How to get faster**');
    if (meets)
      lines.push('- Your code is already in the target class: what is left is constant work per step.');
    for (const s of signals.slice(0, 2))
      if (ADVICE[s.kind]) lines.push(`- Line ${s.line}: ${ADVICE[s.kind]}.`);
    if (!meets) {
      const tags = tagNames(c.problem);
      for (const i of a.ideas.slice(0, 1))
        lines.push(`- The pattern here${tags.length > 0 ? ` (its tags: ${tags.join(', ')})` : ''}: ${i}.`);
      if (a.budget) lines.push(`- Size check: ${a.budget}.`);
      if (a.firstHint) lines.push(`- A nudge: ${a.firstHint}`);
    }
  }
  if (o?.percentile)
    lines.push(
      '',
      `Your run took ${o.percentile.runtimeMs} ms: faster than **${o.percentile.fasterThan}%** of accepted submissions in this language (${o.percentile.sample} on this problem).`,
    );
  if (lines.length === 0)
    lines.push('The growth of your code could not be measured or read; run it, then ask again.');
  return lines.join('\n');
}
