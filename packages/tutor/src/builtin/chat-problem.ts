/**
 * The chat's answers about the problem itself: how to approach it (its pattern, size budget,
 * target, first hint and Learn tutorial: never code), which cases to test (edge-cases.ts), what
 * its text says (retrieval over statement, examples and constraints), and a request for the
 * solution (refused before a solve with the next hint; after a solve, the editorial's approach).
 */
import { formatSignature, LANGUAGE_LABELS } from '@codecoach/contracts';
import { approachFacts, statementPassages } from '../chat/capabilities.ts';
import { tutorialLink } from '../chat/concepts.ts';
import { edgeCases } from '../chat/edge-cases.ts';
import { type GlossaryEntry, glossaryEntry, patternEntry } from '../chat/glossary.ts';
import { tagNames } from '../chat/problem-facts.ts';
import type { ChatFacts, ChatTurn, LearnerFacts, ProblemFacts, TutorialSection } from '../engine.ts';
import { builtinHint } from './hint.ts';
import { code, lastApproachSteps } from './text.ts';

export interface ProblemAnswerContext {
  problem: ProblemFacts;
  learner: LearnerFacts | undefined;
  turn: ChatTurn;
  facts: ChatFacts | undefined;
}

const solvedOf = (c: ProblemAnswerContext) => c.learner?.solved ?? false;

/** Whether one of the problem's own entries names the concept ("graph" is walked with BFS or DFS). */
function mentions(own: ReadonlySet<string>, asked: GlossaryEntry): boolean {
  const names = asked.aliases
    .slice(0, 2)
    .map((a) => new RegExp(`\\b${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i'));
  return [...own].some((id) => {
    const e = glossaryEntry(id);
    return !!e && names.some((re) => re.test(`${e.what} ${e.use}`));
  });
}

/** The glossary entries of the problem's category and each of its tags. */
function patternIds(p: ProblemFacts): Set<string> {
  const out = new Set<string>();
  for (const k of [p.category, ...p.tags]) {
    const e = patternEntry(k, []);
    if (e) out.add(e.id);
  }
  return out;
}
const capital = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

/** "Learn it: [Title](/learn?tutorial=id), *heading*: excerpt." */
export function learnLine(
  section: TutorialSection | undefined,
  fallback?: { id: string; name: string },
): string[] {
  if (section) {
    const short = section.text.split(/\n\s*\n/)[0]?.replace(/\n/g, ' ') ?? '';
    return [`Learn it: [${section.tutorialTitle}](${section.link}), *${section.heading}*: ${short}`];
  }
  return fallback
    ? [`Learn it: the Learn tutorial on [${fallback.name}](${tutorialLink(fallback.id)}).`]
    : [];
}

export function approachAnswer(c: ProblemAnswerContext): string {
  const p = c.problem;
  // A concept the learner names that is not the problem's own ("is this greedy?" on a DP
  // problem) is answered as a question, and the problem's own pattern explains the approach.
  const asked = glossaryEntry(c.turn.topic);
  const own = patternIds(p);
  const offPattern = asked && !own.has(asked.id) && !mentions(own, asked) ? asked : undefined;
  const a = approachFacts(p, offPattern ? undefined : c.turn.topic);
  const pattern = a.pattern;
  if (c.turn.followUp === 'language' && c.turn.language) {
    const how = pattern?.languages?.[c.turn.language];
    return how
      ? `In ${LANGUAGE_LABELS[c.turn.language]}, the ${pattern?.name.toLowerCase()} of this approach is ${how}.`
      : `The approach is the same in ${LANGUAGE_LABELS[c.turn.language]}: the idea does not depend on the language, only the names of the structures do.`;
  }
  if (c.turn.followUp === 'simpler')
    return [
      pattern ? `In plain words: ${pattern.simple}` : '',
      a.ideas[0] ? `For **${p.title}**: ${a.ideas[0]}.` : '',
      a.firstHint ? `Start by asking yourself: ${a.firstHint}` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
  const lines = [`**How to approach ${p.title}** (the idea, not the code):`, ''];
  const tags = tagNames(p);
  if (offPattern)
    lines.push(
      `- ${offPattern.name}? Not by this problem's tags${offPattern.traps?.[0] ? ` (with it, watch for ${offPattern.traps[0]})` : ''}: try it on a small case by hand before building on it.`,
    );
  if (tags.length > 0) lines.push(`- Its tags: ${tags.join(', ')}.`);
  for (const i of a.ideas) lines.push(`- ${capital(i)}.`);
  if (a.budget) lines.push(`- Size check: ${a.budget}.`);
  if (a.targetComplexity) lines.push(`- Aim for ${code(a.targetComplexity)}.`);
  if (a.firstHint) lines.push(`- Where to start: ${a.firstHint}`);
  // The first rungs of the problem's own hints; the last (the key idea) stays on the ladder.
  if (p.hints.length > 2 && p.hints[1]) lines.push(`- Then: ${p.hints[1]}`);
  if (pattern) lines.push(`- Why ${pattern.name.toLowerCase()}: ${pattern.use}`);
  lines.push(
    '',
    'Write the brute force in words first, see what it repeats, then remove the repetition. Ask for a **hint** to climb the ladder one rung at a time.',
  );
  if (solvedOf(c) && p.editorial) {
    const steps = lastApproachSteps(p.editorial).slice(0, 3);
    if (steps.length > 0) lines.push('', `You have solved it; the editorial's approach: ${steps.join(' ')}`);
  }
  const section = c.facts?.sections?.[0];
  const learn = learnLine(
    section,
    pattern?.tutorial ? { id: pattern.tutorial, name: pattern.name } : undefined,
  );
  if (learn.length > 0) lines.push('', ...learn);
  return lines.join('\n');
}

export function edgeCasesAnswer(c: ProblemAnswerContext): string {
  const cases = edgeCases(c.problem);
  const shown = c.turn.followUp === 'simpler' ? cases.slice(0, 4) : cases;
  const lines = [
    `Cases worth testing on **${c.problem.title}**, from its statement, parameter types and constraints:`,
    '',
  ];
  for (const e of shown) lines.push(`- **${e.title}**: ${e.detail}.`.replace(/\.\.$/, '.'));
  const pattern = patternEntry(c.problem.category, c.problem.tags);
  if (pattern?.traps?.length && c.turn.followUp !== 'simpler')
    lines.push('', `**Traps of ${pattern.name.toLowerCase()}**`, ...pattern.traps.map((t) => `- ${t}`));
  lines.push(
    '',
    "Try each with **Run Code**'s custom input: the expected output comes from the reference, so you see at once whether your code agrees.",
  );
  return lines.join('\n');
}

export function statementAnswer(c: ProblemAnswerContext): string {
  const p = c.problem;
  const found = statementPassages(p, c.turn, solvedOf(c));
  const lines: string[] = [];
  if (c.turn.example && found.length === 0)
    return `**${p.title}** has ${p.examples.length} example${p.examples.length === 1 ? '' : 's'}; there is no example ${c.turn.example}.`;
  if (found.length > 0) {
    lines.push(`From ${found[0]?.from} of **${p.title}**:`, '');
    for (const f of found) lines.push(`> ${f.text.replace(/\n/g, ' ')}`, '');
  } else {
    lines.push(
      `What **${p.title}** asks:`,
      '',
      `> ${(p.statement.split(/\n\s*\n/)[0] ?? '').replace(/\n/g, ' ')}`,
      '',
    );
    if (p.constraints.length > 0) lines.push('Constraints:', ...p.constraints.map((x) => `- ${x}`), '');
  }
  if (/\b(return|output|signature|function)\b/i.test(c.turn.question))
    lines.push(`Your function: ${code(formatSignature(p.signature))}.`);
  if (c.turn.example)
    lines.push('Run Code runs the examples; paste another input into its custom input to compare.');
  return lines.join('\n').trim();
}

export const REFUSAL =
  'I will not write the solution before you have solved the problem; that is how the practice sticks.';

export function solutionAnswer(c: ProblemAnswerContext): string {
  const p = c.problem;
  if (!solvedOf(c)) {
    const next =
      c.facts?.hint?.markdown ??
      builtinHint({ problem: p, learner: c.learner ?? { language: 'javascript', solved: false }, level: 0 })
        .markdown;
    return [`${REFUSAL} Here is your next hint instead:`, '', next].join('\n');
  }
  const steps = lastApproachSteps(p.editorial ?? '');
  const lines = [`You have solved **${p.title}**, so we can discuss the reference approach.`, ''];
  if (steps.length > 0) lines.push(...steps.map((s, i) => `${i + 1}. ${s}`), '');
  if (p.targetComplexity) lines.push(`It runs in ${code(p.targetComplexity)}.`);
  lines.push('The reference code itself is under **Solution** on the problem page.');
  return lines.join('\n');
}
