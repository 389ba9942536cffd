/**
 * The chat's answers that do not need a problem: a concept (the glossary's framing and the best
 * section of the project's own Learn tutorial, with a link to it), interview preparation (the
 * roadmap path in order with the learner's progress, the study plan's week, the review queue, the
 * recommendations, from the server's facts), and a line steering an off-topic message back.
 */

import { CATEGORY_LABELS, LANGUAGE_LABELS, type Language } from '@codecoach/contracts';
import { tutorialLink } from '../chat/concepts.ts';
import { conceptsIn, type GlossaryEntry, glossaryEntry } from '../chat/glossary.ts';
import { normalise } from '../chat/normalise.ts';
import { practiceAdvice } from '../chat/practice.ts';
import type {
  CategoryResult,
  ChatFacts,
  ChatTurn,
  PreparationFacts,
  ProblemFacts,
  TutorialSection,
} from '../engine.ts';

const quote = (text: string) =>
  text
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');

function fromTutorial(s: TutorialSection): string[] {
  return [`From the Learn tutorial [${s.tutorialTitle}](${s.link}), *${s.heading}*:`, '', quote(s.text)];
}

function languageLine(e: GlossaryEntry, lang: Language | undefined): string | undefined {
  const how = lang ? e.languages?.[lang] : undefined;
  if (how && lang) return `In ${LANGUAGE_LABELS[lang]}: ${how}.`;
  // TypeScript has JavaScript's structures, with types.
  const js = lang === 'typescript' ? e.languages?.javascript : undefined;
  return js ? `In TypeScript, as in JavaScript (with types): ${js}.` : undefined;
}

export function conceptAnswer(turn: ChatTurn, facts: ChatFacts | undefined, language?: Language): string {
  const named = conceptsIn(normalise(turn.question));
  const topic = glossaryEntry(turn.topic) ?? named[0];
  const sections = facts?.sections ?? [];
  if (turn.followUp === 'language' && topic) {
    const lang = turn.language ?? language;
    return (
      (topic && languageLine(topic, lang)) ??
      `The idea of a ${topic.name.toLowerCase()} is the same in ${lang ? LANGUAGE_LABELS[lang] : 'every language'}: ${topic.what}`
    );
  }
  if (turn.followUp === 'simpler' && topic)
    return [
      `In plain words: ${topic.simple}`,
      '',
      `${topic.what.split(/(?<=\.)\s/)[0]}`,
      ...(topic.tutorial
        ? ['', `A short read: [${topic.name}](${tutorialLink(topic.tutorial)}) on Learn.`]
        : []),
    ].join('\n');
  if (
    named.length >= 2 &&
    /\b(difference|different|differ|vs|versus|compare|or|between)\b/.test(normalise(turn.question))
  ) {
    const lines = [`**${named[0]?.name} or ${named[1]?.name}?**`, ''];
    for (const e of named.slice(0, 2)) lines.push(`- **${e.name}**: ${e.what} Use it for: ${e.use}`);
    const links = named
      .slice(0, 2)
      .filter((e) => e.tutorial)
      .map((e) => `[${e.name}](${tutorialLink(e.tutorial ?? '')})`);
    if (links.length > 0) lines.push('', `Learn more: ${links.join(', ')}.`);
    return lines.join('\n');
  }
  const lines: string[] = [];
  if (topic) lines.push(`**${topic.name}**: ${topic.what}`, '');
  const best = sections[0];
  if (best) lines.push(...fromTutorial(best), '');
  if (topic) {
    lines.push(`- When it helps: ${topic.use}`);
    if (topic.cost) lines.push(`- Cost: ${topic.cost}.`);
    const l = languageLine(topic, turn.language ?? language);
    if (l) lines.push(`- ${l}`);
    if (!best && topic.tutorial)
      lines.push('', `Read more in the Learn tutorial: [${topic.name}](${tutorialLink(topic.tutorial)}).`);
  }
  const second = sections[1];
  if ((turn.followUp === 'more' || turn.followUp === 'why') && second)
    lines.push('', ...fromTutorial(second));
  if (lines.length === 0)
    return 'I could not find that in the Learn tutorials. Ask me about a data structure or technique (a stack, a hash map, BFS, binary search, dynamic programming...), or open [Learn](/learn) to browse them.';
  return lines.join('\n').trim();
}

function weakest(categories: readonly CategoryResult[]): CategoryResult | undefined {
  return [...categories.filter((c) => c.accuracy !== null)].sort(
    (a, b) => (a.accuracy ?? 0) - (b.accuracy ?? 0),
  )[0];
}

const STRUCTURES =
  'The data structures behind them: arrays and hash maps, strings, stacks, queues, linked lists, trees, graphs, heaps and tries; and the techniques: two pointers, sliding windows, binary search, BFS/DFS, backtracking and dynamic programming.';

export function preparationAnswer(
  turn: ChatTurn,
  prep: PreparationFacts | undefined,
  categories: CategoryResult[] | undefined,
): string {
  const lines: string[] = [];
  const cats = prep?.categories ?? categories ?? [];
  const tried = cats.some((c) => c.accuracy !== null);
  // The method asked about ("how many a day?", "should I time myself?") first, then the plan.
  for (const a of practiceAdvice(turn.question)) lines.push(`**${a.heading}**: ${a.text}`, '');
  if (prep && prep.roadmap.length > 0) {
    const done = prep.roadmap.filter((t) => t.done).length;
    const next = prep.roadmap.findIndex((t) => !t.done);
    lines.push(
      `**Interview roadmap** (Learn's ${prep.roadmapTitle ?? 'Interview Essentials'} path, each topic building on the ones before): ${done} of ${prep.roadmap.length} topics done.`,
      '',
    );
    const from = Math.max(0, next < 0 ? prep.roadmap.length - 3 : next - 1);
    for (const [i, t] of prep.roadmap.entries()) {
      if (i < from || i > from + 5) continue;
      const progress = `${t.solved}/${t.total} solved`;
      lines.push(
        i === next
          ? `${i + 1}. **${t.topic}** (next): read [${t.tutorialTitle}](${tutorialLink(t.tutorialId)}), then its problems (${progress})`
          : `${i + 1}. ${t.done ? '✓ ' : ''}${t.topic} (${progress})`,
      );
    }
    // The whole path in one line when the window above shows only part of it: "how should I
    // prepare?" is answered by what there is to cover, not only by what comes next.
    if (prep.roadmap.length > 6)
      lines.push('', `The whole path, in order: ${prep.roadmap.map((t) => t.topic).join(' → ')}.`);
    if (/data structure|structures|topics|know/.test(normalise(turn.question))) lines.push('', STRUCTURES);
  } else lines.push(STRUCTURES);
  const plan = prep?.plan;
  if (plan && plan.problems.length > 0) {
    const list = plan.problems.slice(0, 4).map((p) => `${p.solved ? '✓ ' : ''}${p.title}`);
    lines.push(
      '',
      plan.saved
        ? `**This week** (your saved study plan, week ${plan.week} of ${plan.weeks}: *${plan.theme}*): ${list.join(', ')}.`
        : `**A first week** the planner would give you (*${plan.theme}*): ${list.join(', ')}. Generate and save a plan on Learn to track it.`,
    );
  }
  if (prep && prep.review.length > 0)
    lines.push(
      '',
      `**Due for review today**: ${prep.review
        .slice(0, 4)
        .map((r) => r.title)
        .join(', ')} (solve each again from memory).`,
    );
  const recs = prep?.recommendations ?? [];
  if (recs.length > 0) {
    lines.push('', '**Recommended next**');
    for (const r of recs.slice(0, 3)) lines.push(`- ${r.title}: ${r.reason}`);
  }
  const w = weakest(cats);
  if (w)
    lines.push(
      '',
      `Your weakest category so far is **${CATEGORY_LABELS[w.category]}** (${w.accuracy}% of submissions accepted, ${w.solved} of ${w.total} solved).`,
    );
  else if (!tried)
    lines.push(
      '',
      'You have no submissions yet: start at the top of the roadmap with an easy problem, run it, then submit.',
    );
  lines.push('', 'Your study plan, review queue and the paths are on [Learn](/learn).');
  return lines.join('\n').trim();
}

export function offTopicAnswer(problem: ProblemFacts | undefined): string {
  return problem
    ? `I am here for your coding practice: ask me about **${problem.title}** (how to approach it, why your code fails, its complexity, the edge cases) or about a data structure.`
    : 'I am here for your coding practice: ask me what to study next, or about a data structure or technique.';
}
