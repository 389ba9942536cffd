/**
 * A multinomial naive Bayes text classifier (Manning et al., "Introduction to Information
 * Retrieval", ch. 13) over word unigrams, word bigrams and character trigrams. The words carry
 * the meaning ("why", "my", "fail"), the bigrams the short phrases ("edge cases", "how fast"),
 * the trigrams typos and word forms ("optimising" shares "opt", "tim" with "optimize", "time").
 * Trained on a few dozen labelled utterances per intent (utterances-*.ts), it generalises to
 * wordings none of them has, which per-intent phrase lists did not (decision 022, "Left").
 */
import { normalise, Vocabulary, words } from './normalise.ts';

/** How much each kind of feature counts: trigrams are many per word, so each counts little. */
export const WEIGHTS = { word: 1, bigram: 0.8, trigram: 0.15 };
/** Additive (Laplace) smoothing of every feature count. */
export const TUNING = { alpha: 0.3, sharpness: 4, idf: true, short: 0.5 };
/** How sharply the mean log-likelihood per feature separates the labels (calibrated on held-out wordings). */

/** Words that negate the few words after them ("not a hint", "without the code"). */
const NEGATORS = new Set(['not', 'no', 'never', 'without']);
/** How many words after a negator it negates (up to a punctuation mark). */
const NEGATION_SCOPE = 3;

/**
 * The message's words, those in a negation's scope marked `not_` (Das and Chen 2001; Pang et al.
 * 2002): "not a hint, the code" then says nothing for a hint, and "do not understand" is its own
 * evidence.
 */
export function markedWords(normalised: string): string[] {
  const out: string[] = [];
  for (const clause of normalised.split(/[.?!,;:]+/)) {
    let scope = 0;
    for (const w of words(clause)) {
      if (NEGATORS.has(w)) {
        out.push(w);
        scope = NEGATION_SCOPE;
      } else if (scope > 0) {
        out.push(`not_${w}`);
        scope--;
      } else out.push(w);
    }
  }
  return out;
}

/** A light suffix stemmer: "algorithms", "timing", "failed" meet "algorithm", "time", "fail". */
export function stem(word: string): string {
  if (word.length <= 4 || word.startsWith('not_')) return word;
  return word.replace(/(ies|es|s|ing|ed|ly)$/, (m) => (m === 'ies' ? 'y' : '')).replace(/(.)\1$/, '$1');
}

/** The weighted features of a normalised message; `spell` reads a word the model never saw as the one it likely meant. */
export function featuresOf(
  normalised: string,
  spell: (word: string) => string = (w) => w,
): Map<string, number> {
  const out = new Map<string, number>();
  const add = (f: string, w: number) => out.set(f, (out.get(f) ?? 0) + w);
  const ws = markedWords(normalised)
    .map((w) => (w.startsWith('not_') ? `not_${spell(w.slice(4))}` : spell(w)))
    .map(stem);
  for (const [i, w] of ws.entries()) {
    add(`w:${w}`, WEIGHTS.word);
    const next = ws[i + 1];
    if (next) add(`b:${w} ${next}`, WEIGHTS.bigram);
    const padded = `^${w.replace(/^not_/, '')}$`;
    if (w.length >= 3)
      for (let k = 0; k + 3 <= padded.length; k++) add(`c:${padded.slice(k, k + 3)}`, WEIGHTS.trigram);
  }
  return out;
}

export interface NaiveBayes<L extends string> {
  readonly labels: readonly L[];
  /**
   * Each label's posterior probability for a message (they sum to 1). `prior` gives some labels
   * a prior probability (the rest share what is left evenly): a message that says little is
   * then read by its context, one that says much by its words.
   */
  posterior(text: string, prior?: Partial<Record<L, number>>): Record<L, number>;
  /** The share of the message's words the training set has seen (0 for a message of none). */
  known(text: string): number;
}

/** Trains on `examples` (label, text). Every label has a uniform prior: set sizes are not evidence. */
export function trainNaiveBayes<L extends string>(examples: ReadonlyArray<[L, string]>): NaiveBayes<L> {
  const labels = [...new Set(examples.map(([l]) => l))];
  const counts = new Map<L, Map<string, number>>(labels.map((l) => [l, new Map()]));
  const totals = new Map<L, number>(labels.map((l) => [l, 0]));
  const vocabulary = new Set<string>();
  for (const [label, text] of examples) {
    const c = counts.get(label) as Map<string, number>;
    for (const [f, w] of featuresOf(normalise(text))) {
      c.set(f, (c.get(f) ?? 0) + w);
      totals.set(label, (totals.get(label) ?? 0) + w);
      vocabulary.add(f);
    }
  }
  const v = vocabulary.size;
  // A typo ("complexty", "optimze") read as the training word it is one or two edits from
  // (normalise.ts Vocabulary: same first letter, edits by length), before its features are taken.
  const seen = new Set(examples.flatMap(([, text]) => words(normalise(text))));
  const spelling = new Vocabulary(seen);
  const spell = (w: string) => (seen.has(w) ? w : ([...spelling.matches(w)][0] ?? w));
  // How much a feature tells the labels apart: words every label uses ("me", "the") little,
  // a word one label alone uses ("roadmap") much (an inverse document frequency over labels;
  // Rennie et al. 2003 weigh multinomial naive Bayes features the same way).
  const idf = new Map<string, number>();
  for (const f of vocabulary) {
    const df = labels.filter((l) => counts.get(l)?.has(f)).length;
    idf.set(f, Math.log(1 + labels.length / df));
  }
  // A typical utterance's feature weight (IDF-weighted, as a message's is): the median.
  const masses = examples
    .map(([, text]) =>
      [...featuresOf(normalise(text))].reduce((m, [f, w]) => m + w * (TUNING.idf ? (idf.get(f) ?? 0) : 1), 0),
    )
    .sort((a, b) => a - b);
  const typical = Math.max(1, masses[Math.floor(masses.length / 2)] ?? 1);
  const logLikelihood = (label: L, f: string) =>
    Math.log(
      ((counts.get(label)?.get(f) ?? 0) + TUNING.alpha) / ((totals.get(label) ?? 0) + TUNING.alpha * v),
    );
  return {
    labels,
    posterior(text, prior = {}) {
      const feats = [...featuresOf(normalise(text), spell)]
        .filter(([f]) => vocabulary.has(f))
        .map(([f, w]) => [f, w * (TUNING.idf ? (idf.get(f) ?? 0) : 1)] as [string, number]);
      // Per unit of feature weight, so that a long message is not more certain for being long;
      // but a message shorter than half a typical utterance counts as that much, so that one or
      // two words ("why?", "and in Java?") are not read as surely as a whole question.
      const mass = Math.max(
        TUNING.short * typical,
        feats.reduce((s, [, w]) => s + w, 0),
      );
      const given = labels.filter((l) => prior[l] !== undefined);
      const rest = Math.max(0, 1 - given.reduce((s, l) => s + (prior[l] ?? 0), 0));
      const priorOf = (l: L) => prior[l] ?? rest / Math.max(1, labels.length - given.length);
      const scores = labels.map(
        (l) =>
          (TUNING.sharpness * feats.reduce((s, [f, w]) => s + w * logLikelihood(l, f), 0)) / mass +
          Math.log(Math.max(1e-9, priorOf(l))),
      );
      const max = Math.max(...scores);
      const exp = scores.map((s) => Math.exp(s - max));
      const sum = exp.reduce((a, b) => a + b, 0);
      return Object.fromEntries(labels.map((l, i) => [l, (exp[i] ?? 0) / sum])) as Record<L, number>;
    },
    known(text) {
      const ws = words(normalise(text));
      if (ws.length === 0) return 0;
      return ws.filter((w) => vocabulary.has(`w:${stem(spell(w))}`)).length / ws.length;
    },
  };
}
