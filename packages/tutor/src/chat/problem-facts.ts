/**
 * Facts the chat reads from a problem's own text rather than from canned lines: the sentences of
 * its statement that allow or rule out something (the edge cases the author had in mind), the
 * magnitudes its constraints allow (overflow, negatives), what it says about complexity and
 * space, and its tags in words. Every answer built on them differs with the problem, as the
 * learner's question does.
 */
import type { ProblemFacts } from '../engine.ts';

/** Sentences (and parentheticals) of a text, markdown emphasis and line breaks removed. */
export function sentencesOf(text: string): string[] {
  const flat = text
    .replace(/(```|~~~)[\s\S]*?(\1|$)/g, ' ')
    .replace(/\*\*|__/g, '')
    .replace(/\s*\n\s*/g, ' ');
  const out: string[] = [];
  for (const s of flat.split(/(?<=[.!?])\s+(?=[A-Z`("])/)) {
    const t = s.trim();
    if (t.length >= 12) out.push(t);
    // "(several houses may share a position)": an aside is often the edge case itself.
    for (const m of t.matchAll(/\(([^()]{12,160})\)/g)) if (m[1]) out.push(m[1].trim());
  }
  return out;
}

/**
 * What a statement allows or promises that code commonly forgets: "may", "possibly", "several",
 * ties, inclusive bounds, "at least", "if no...", equal or repeated values, empty or negative ones.
 */
const ALLOWS =
  /\b(may|possibly|might|several|more than one|multiple|ties?|tied|equal|same|share|inclusive|exclusive|at least|at most|if (there|no|none|several|more|two|both|the)|otherwise|earliest|leftmost|smallest index|first one|negative|empty|zero|duplicates?|repeated|any order|guaranteed|overflow|64-bit|32-bit|modulo)\b/i;

/** The statement's sentences that state an edge case, most specific first, at most `max`. */
export function statementCaveats(p: ProblemFacts, max = 3): string[] {
  const main = sentencesOf(p.statement).filter((s) => ALLOWS.test(s));
  // Asides first: "(possibly negative, like "-8")" says more than a whole paragraph around it.
  const ranked = [...main].sort((a, b) => a.length - b.length);
  const out: string[] = [];
  for (const s of ranked) {
    if (out.some((o) => o.includes(s) || s.includes(o))) continue;
    out.push(s);
    if (out.length >= max) break;
  }
  return out;
}

/** `10^15`, `2 * 10^9`, `2^31 - 1`, `1000000007` written in a constraint. */
function magnitudes(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/(-?)\s*(?:(\d+)\s*\*\s*)?(10|2)\s*\^\s*(\d+)|(-?)\b(\d{4,})\b/g)) {
    if (m[6]) out.push(Number(`${m[5] ?? ''}${m[6]}`));
    else out.push((m[1] === '-' ? -1 : 1) * Number(m[2] ?? 1) * Number(m[3]) ** Number(m[4]));
  }
  return out.filter(Number.isFinite);
}

export interface RangeFacts {
  /** The largest magnitude any constraint allows. */
  largest?: number;
  /** Some value may be negative (a negative bound, or the text says so). */
  negative: boolean;
  /** The constraint that says so, quoted. */
  negativeFrom?: string;
  largestFrom?: string;
}

/** What the constraints (and the statement) allow the values to be: negative, past 32 bits. */
export function rangeFacts(p: ProblemFacts): RangeFacts {
  const out: RangeFacts = { negative: false };
  for (const c of p.constraints) {
    for (const v of magnitudes(c)) {
      if (v < 0 && !out.negative) {
        out.negative = true;
        out.negativeFrom = c;
      }
      if (out.largest === undefined || Math.abs(v) > out.largest) {
        out.largest = Math.abs(v);
        out.largestFrom = c;
      }
    }
    if (/\bnegative\b/i.test(c) && !/non-?negative/i.test(c) && !out.negative) {
      out.negative = true;
      out.negativeFrom = c;
    }
  }
  if (!out.negative && /\b(possibly|may be|can be) negative\b/i.test(p.statement)) out.negative = true;
  return out;
}

/** The largest value a 32-bit signed integer holds. */
export const INT32_MAX = 2 ** 31 - 1;

/** What the statement and constraints say about time and space ("must run in O(n)", "follow-up: O(1) space"). */
export function complexityClauses(p: ProblemFacts): string[] {
  return [...sentencesOf(p.statement), ...p.constraints].filter((s) =>
    /\bO\(|\b(time|space|memory|linear|logarithmic|follow-up)\b/i.test(s),
  );
}

/** A problem's tags in words, the broad ones last: "topological sort, depth-first search". */
export function tagNames(p: ProblemFacts): string[] {
  const broad = new Set(['array', 'string', 'math', 'matrix']);
  const tags = [...p.tags.filter((t) => !broad.has(t)), ...p.tags.filter((t) => broad.has(t))];
  return [...new Set(tags.map((t) => t.replace(/-/g, ' ')))];
}

/** Kinds of case a failing input can be, each with the words a statement uses for it. */
const CASE_KINDS: Array<{ input: RegExp; statement: RegExp }> = [
  {
    input: /equal|same|repeat|duplicate|twice/i,
    statement:
      /\b(ties?|tied|equal|same|earliest|latest|first|leftmost|duplicates?|repeated|share|several)\b/i,
  },
  { input: /negative|zero|sign/i, statement: /\b(negative|zero|sign|minus)\b/i },
  {
    input: /empty|one element|one character|single|only one/i,
    statement: /\b(empty|no |none|at least|single|only one)\b/i,
  },
  {
    input: /bound|limit|large|largest|overflow/i,
    statement: /\b(overflow|64-bit|32-bit|modulo|large|at most)\b/i,
  },
];

/**
 * The statement's caveats that the failing input puts to the test: an input whose values are all
 * equal meets "if several tie, return the earliest"; a negative one meets "possibly negative".
 */
export function caveatsFor(p: ProblemFacts, traits: readonly string[]): string[] {
  const said = traits.join(' ');
  const kinds = CASE_KINDS.filter((k) => k.input.test(said));
  if (kinds.length === 0) return [];
  return statementCaveats(p, 6)
    .filter((s) => kinds.some((k) => k.statement.test(s)))
    .slice(0, 2);
}
