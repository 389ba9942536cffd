/**
 * A learner's message as the intent classifier reads it: lower case, invisible characters gone,
 * contractions and chat shorthand spelled out ("whats" -> "what is", "u" -> "you", "pls" ->
 * "please", "big-o" -> "big o"), then words. Typos are met by fuzzy matching against the
 * classifier's vocabulary (MiniSearch's radix tree, Levenshtein distance by word length).
 */
import SearchableMap from 'minisearch/SearchableMap';
import { stripInvisible } from '../unicode.ts';

const SHORTHAND: Array<[RegExp, string]> = [
  [/[’‘`]/g, "'"],
  [/\bc\+\+/g, ' cpp '],
  // Operators named in words, so that "how does i & 1 work?" names bit manipulation.
  [/(?<=\b\w{1,3}\s?)&(?=\s?(\d|[a-z]\b|\())/g, ' bitwise and '],
  [/>>>?=?/g, ' bitwise right shift '],
  [/<<=?/g, ' bitwise left shift '],
  [/(?<=[a-z_)\]]\s?)\^(?=\s?[a-z_(])(?!n\b)/g, ' bitwise xor '],
  [/\bc#/g, ' csharp '],
  [/\bbig[\s-]*o\b|\bbigo\b/g, ' big o '],
  [/\bo\s*\(\s*([^)]{1,12})\)/g, ' big o o($1) '],
  [/\bwhat'?s\b/g, 'what is'],
  [/\bwhere'?s\b/g, 'where is'],
  [/\bhow'?s\b/g, 'how is'],
  [/\bthat'?s\b/g, 'that is'],
  [/\bit'?s\b/g, 'it is'],
  [/\bi'?m\b/g, 'i am'],
  [/\bi'?ve\b/g, 'i have'],
  [/\bcan'?t\b|\bcannot\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\b(do|does|did|is|are|was|were|should|would|could|has|have)n'?t\b/g, '$1 not'],
  [/\bwhy'?d\b/g, 'why did'],
  [/\bwud\b|\bwld\b/g, 'would'],
  [/\bcud\b|\bcld\b/g, 'could'],
  [/\bshud\b|\bshld\b/g, 'should'],
  [/\bidk\b/g, 'i do not know'],
  [/\babt\b/g, 'about'],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\bpl[sz]\b|\bplease\b/g, 'please'],
  [/\bthx\b|\bty\b|\bthanks?\b|\bthank you\b/g, 'thanks'],
  [/\bwanna\b/g, 'want to'],
  [/\bgonna\b/g, 'going to'],
  [/\bgimme\b/g, 'give me'],
  [/\bds\b/g, 'data structures'],
  [/\bdsa\b/g, 'data structures algorithms'],
  [/\balgos?\b/g, 'algorithm'],
  [/\bdp\b/g, 'dynamic programming'],
  [/\bjs\b/g, 'javascript'],
  [/\bpy\b/g, 'python'],
  [/\bwa\b/g, 'wrong answer'],
  [/\bmle\b/g, 'memory limit'],
  [/\bhashmaps?\b|\bhash-maps?\b/g, 'hash map'],
  [/\bhashsets?\b|\bhash-sets?\b/g, 'hash set'],
  [/\bhashtables?\b|\bhash-tables?\b/g, 'hash table'],
  [/\bedge-?cases?\b/g, 'edge cases'],
  [/\bcorner-?cases?\b/g, 'corner cases'],
  [/\btestcases?\b/g, 'test cases'],
];

/** The message in lower case with shorthand spelled out, punctuation kept only where it means something. */
export function normalise(text: string): string {
  let s = stripInvisible(text).toLowerCase();
  for (const [re, to] of SHORTHAND) s = s.replace(re, to);
  return s.replace(/\s+/g, ' ').trim();
}

/** The words of a normalised message (letters and digits; `o(n)` stays one token). */
export function words(normalised: string): string[] {
  return normalised.match(/o\([^)]{1,12}\)|[a-z0-9]+/g) ?? [];
}

/** Edits a word of this length may be away from a vocabulary word (longer words carry more typos). */
export function allowedEdits(length: number): number {
  if (length <= 4) return 0;
  if (length <= 7) return 1;
  return 2;
}

/**
 * A vocabulary with typo-tolerant lookup: for each word of a message, the vocabulary words within
 * its allowed edit distance that start with the same letter (first letters are rarely mistyped,
 * and requiring them keeps "master" from reading as "faster").
 */
/** Every word of every vocabulary: a word known to one is never read as a typo by another. */
const KNOWN = new Set<string>();

export class Vocabulary {
  readonly #map = new SearchableMap<true>();
  readonly #memo = new Map<string, ReadonlySet<string>>();

  constructor(words: Iterable<string>) {
    for (const w of words) {
      this.#map.set(w, true);
      KNOWN.add(w);
    }
  }

  /**
   * The vocabulary words this word may stand for: itself when it is one, none when another
   * vocabulary knows it (a known word is never read as another: "stuck" is not "stack"), else
   * those within its allowed edits.
   */
  matches(word: string): ReadonlySet<string> {
    let m = this.#memo.get(word);
    if (m) return m;
    const out = new Set<string>();
    const edits = allowedEdits(word.length);
    if (this.#map.has(word)) out.add(word);
    else if (edits > 0 && !KNOWN.has(word)) {
      // The closest words only: "complexty" is "complexity" (1 edit), not also "complete" (2).
      const near = [...this.#map.fuzzyGet(word, edits)].filter(([w]) => w[0] === word[0] && w.length >= 4);
      const best = Math.min(...near.map(([, [, d]]) => d));
      for (const [w, [, d]] of near) if (d === best) out.add(w);
    }
    m = out;
    if (this.#memo.size > 5000) this.#memo.clear();
    this.#memo.set(word, m);
    return m;
  }
}

/** Words a phrase may skip between two of its own ("give me *a* hint", "what is *the* time complexity"). */
const FILLERS = new Set([
  'a',
  'an',
  'the',
  'my',
  'this',
  'that',
  'it',
  'me',
  'some',
  'any',
  'of',
  'to',
  'your',
]);

/** Phrases (one or more words) found in a message, typo-tolerant word by word. */
export class PhraseIndex<T> {
  readonly #vocabulary: Vocabulary;
  readonly #phrases: Array<{ words: string[]; value: T }>;

  constructor(phrases: Iterable<[string, T]>) {
    this.#phrases = [...phrases].map(([p, value]) => ({ words: p.split(' '), value }));
    this.#vocabulary = new Vocabulary(this.#phrases.flatMap((p) => p.words));
  }

  /** Every phrase found, with the span of message words it covers. */
  find(message: readonly string[]): Array<{ value: T; start: number; end: number; length: number }> {
    const known = message.map((w) => this.#vocabulary.matches(w));
    const out: Array<{ value: T; start: number; end: number; length: number }> = [];
    for (const p of this.#phrases) {
      for (let i = 0; i < message.length; i++) {
        const end = this.#matchAt(p.words, message, known, i);
        if (end !== undefined) {
          out.push({ value: p.value, start: i, end, length: p.words.length });
          break;
        }
      }
    }
    return out;
  }

  #matchAt(
    phrase: readonly string[],
    message: readonly string[],
    known: ReadonlyArray<ReadonlySet<string>>,
    start: number,
  ): number | undefined {
    let at = start;
    for (const [k, w] of phrase.entries()) {
      if (k > 0 && !known[at]?.has(w) && FILLERS.has(message[at] ?? '')) at++;
      if (k > 0 && !known[at]?.has(w) && FILLERS.has(message[at] ?? '')) at++;
      if (!known[at]?.has(w)) return undefined;
      at++;
    }
    return at;
  }
}
