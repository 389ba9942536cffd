/**
 * What the chat's problem capabilities read from the problem alone, shared by both engines (the
 * built-in one writes them out, a model is given them): passages of the statement, examples and
 * constraints for a question (the editorial's prose only once solved); the approach (the
 * pattern of the problem's category and tags, the size budget, the target class, the first hint,
 * the glossary entry and tutorial); and where a turn nothing recognised ends up.
 */

import { budgetOf, conceptOf } from '../builtin/patterns.ts';
import { prose } from '../builtin/text.ts';
import type { ChatIntent, ChatTurn, ProblemFacts, TutorialSection } from '../engine.ts';
import { type GlossaryEntry, glossaryEntry, patternEntry } from './glossary.ts';
import { normalise, words } from './normalise.ts';

export interface Passage {
  from: string;
  text: string;
  score: number;
}

const STOP = new Set(
  'the a an of to in is it and or for on what how why do does i my me this that with be can you are problem question please explain about tell'.split(
    ' ',
  ),
);
const content = (s: string) => words(normalise(s)).filter((w) => w.length > 1 && !STOP.has(w));

/** Words a learner uses for what statements say otherwise ("output" for "return", "sorted" for "order"). */
const SYNONYMS: Record<string, string[]> = {
  output: ['return', 'returned', 'result'],
  result: ['return', 'returned'],
  sorted: ['order', 'sort'],
  order: ['sorted'],
  index: ['position', 'indices'],
  indexed: ['position', 'counted'],
  position: ['index', 'indices'],
  positions: ['index', 'indices', 'position'],
  duplicates: ['distinct', 'unique', 'repeated', 'same'],
  duplicate: ['distinct', 'unique', 'repeated', 'same'],
  empty: ['length', 'zero'],
  size: ['length'],
  big: ['length', 'most'],
  overlapping: ['overlap'],
  overlap: ['overlapping'],
};
const expanded = (s: string) => {
  const out = new Set<string>();
  for (const w of content(s)) {
    out.add(w);
    for (const x of SYNONYMS[w] ?? []) out.add(x);
  }
  return out;
};

/** The values a text writes: `x = 8` gives "x=8", `[1,2]` gives "[1,2]" (spaces dropped). */
function literalsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\b([a-z_]\w*)\s*=\s*(-?\d+|"[^"]*"|\[[^\]]*\])/gi))
    out.push(`${m[1]?.toLowerCase()}=${m[2]?.replace(/\s+/g, '')}`);
  for (const m of text.matchAll(/\[[^\]]*\]/g)) out.push(m[0].replace(/\s+/g, ''));
  return out;
}

/** A question of several parts ("is it X? and does Y?"), each asked on its own. */
const partsOf = (q: string) =>
  q
    .split(/\?|;|\band (?=(?:do|does|did|is|are|can|what|how|should|will|after|when|must)\b)/i)
    .filter((x) => content(x).length >= 2);

function passagesOf(p: ProblemFacts, solved: boolean): Array<Omit<Passage, 'score'>> {
  const out: Array<Omit<Passage, 'score'>> = [];
  for (const para of p.statement.split(/\n\s*\n/))
    if (para.trim()) out.push({ from: 'the statement', text: para.trim() });
  for (const [i, e] of p.examples.entries())
    out.push({
      from: `example ${i + 1}`,
      text: `Input: \`${e.input}\` Output: \`${e.output}\`${e.explanation ? `. ${e.explanation}` : ''}`,
    });
  if (p.constraints.length > 0) out.push({ from: 'the constraints', text: p.constraints.join('; ') });
  if (solved && p.editorial)
    for (const para of prose(p.editorial).split(/\n\s*\n/))
      if (para.trim()) out.push({ from: 'the editorial', text: para.trim() });
  return out;
}

/** The passages that answer a question about the problem's text, best first. */
export function statementPassages(p: ProblemFacts, turn: ChatTurn, solved: boolean): Passage[] {
  const all = passagesOf(p, solved);
  if (turn.example) {
    const e = all.find((x) => x.from === `example ${turn.example}`);
    return e ? [{ ...e, score: 10 }] : [];
  }
  const rank = (question: string) => {
    const q = normalise(question);
    const asked = expanded(question);
    const given = literalsOf(question);
    return all
      .map((x) => {
        let score = content(x.text).filter((w) => asked.has(w)).length;
        // "for x = 8 do I return 2?": an example whose input holds the learner's values answers it.
        if (x.from.startsWith('example'))
          score += 3 * given.filter((l) => literalsOf(x.text).includes(l)).length;
        if (/\bexamples?\b/.test(q) && x.from.startsWith('example')) score += 2;
        if (
          /\bconstraints?\b|\blimits?\b|\brange\b|\bhow (big|large|many)\b|\bmax(imum)?\b/.test(q) &&
          x.from === 'the constraints'
        )
          score += 3;
        if (/\b(ask|asking|supposed|return|output|goal|task|mean)\w*\b/.test(q) && x === all[0]) score += 2;
        return { ...x, score };
      })
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score);
  };
  const best = rank(turn.question).slice(0, 2);
  // Each part of a question of several parts gets its own best passage too.
  for (const part of partsOf(turn.question)) {
    const top = rank(part)[0];
    if (top && best.length < 3 && !best.some((b) => b.text === top.text)) best.push(top);
  }
  return best;
}

export interface ApproachFacts {
  /** The pattern ideas of the problem's tags and category (patterns.ts). */
  ideas: string[];
  /** What the constraints' largest size allows. */
  budget?: string;
  targetComplexity?: string;
  /** The problem's first hint (the first rung); the rest stay on the ladder. */
  firstHint?: string;
  /** The glossary entry of the problem's pattern. */
  pattern?: GlossaryEntry;
}

export function approachFacts(p: ProblemFacts, topic?: string): ApproachFacts {
  const budget = budgetOf(p.constraints);
  const pattern = glossaryEntry(topic) ?? patternEntry(p.category, p.tags);
  return {
    ideas: conceptOf(p.category, p.tags),
    ...(budget ? { budget } : {}),
    ...(p.targetComplexity ? { targetComplexity: p.targetComplexity } : {}),
    ...(p.hints[0] ? { firstHint: p.hints[0] } : {}),
    ...(pattern ? { pattern } : {}),
  };
}

/** The least passage score that answers a turn nothing recognised. */
const ANSWERS = 2;
/** The least MiniSearch score of a tutorial section that answers it when it is not asked as a concept. */
const SECTION_ANSWERS = 60;
/** A question asked as about a concept ("what is a palindrome?"): any tutorial section found answers it. */
const CONCEPT_FORM =
  /\b(what is|what are|what does|how does|how do|explain|define|definition|meaning|mean|tell me about)\b/;

/**
 * The intent a turn is answered as: a recognised one as is; one nothing recognised by retrieval
 * over the statement first, then the tutorials, else steered back (off-topic).
 */
export function settledIntent(
  turn: ChatTurn,
  problem: ProblemFacts | undefined,
  solved: boolean,
  sections: readonly TutorialSection[] | undefined,
): ChatIntent {
  if (!turn.guessed) return turn.intent;
  if (problem && statementPassages(problem, turn, solved).some((p) => p.score >= ANSWERS)) return 'statement';
  const asked = CONCEPT_FORM.test(normalise(turn.question));
  if (turn.topic || (sections ?? []).some((s) => s.score >= (asked ? 0 : SECTION_ANSWERS))) return 'concept';
  if (problem && statementPassages(problem, turn, solved).length > 0) return 'statement';
  return 'off-topic';
}
