/**
 * The chat's intent classifier: a message is normalised (normalise.ts) and each intent scored by
 * the labelled-utterance model (naive Bayes, bayes.ts and utterances.ts: it generalises to
 * wordings no list holds), plus the explicit features (features.ts: phrases typo-tolerant word by
 * word, patterns such as `o(n^2)` or "can nums be empty?"), the concepts named in the glossary, and
 * the context: code of the learner's own in the editor, a phrase quoted from the statement, and
 * the previous turn's intent as a prior. The highest score wins, ties going to the intent that
 * needs the most specific evidence. Below MIN_SCORE nothing is recognised and the turn is
 * `guessed`: answered by retrieval over the statement, then the tutorials.
 */
import { CHAT_INTENTS, type ChatIntent } from '../engine.ts';
import { OWN_CODE, PATTERNS, PHRASES, THIS_PROBLEM } from './features.ts';
import { conceptsIn, type GlossaryEntry } from './glossary.ts';
import { normalise, PhraseIndex, words } from './normalise.ts';
import { INTENT_MODEL } from './utterances.ts';

/** The least score that recognises an intent. */
export const MIN_SCORE = 1.5;

/** Ties go to the first: the intents that need the most specific evidence before the broad ones. */
const TIE_ORDER: ChatIntent[] = [
  'which-test',
  'edge-cases',
  'why-wrong',
  'complexity',
  'faster',
  'hint',
  'preparation',
  'approach',
  'concept',
  'statement',
  'solution-request',
  'off-topic',
];

const INDEX = new PhraseIndex<{ intent: ChatIntent; weight: number }>(
  CHAT_INTENTS.flatMap((intent) =>
    PHRASES[intent].map(
      ([p, weight]) => [p, { intent, weight }] as [string, { intent: ChatIntent; weight: number }],
    ),
  ),
);

export interface Classified {
  intent: ChatIntent;
  score: number;
  /** The winner's score from the phrases and patterns alone: how explicitly the message asks it. */
  evidence: number;
  guessed: boolean;
  scores: Record<ChatIntent, number>;
  /** Every intent's score from the phrases and patterns alone (features.ts). */
  features: Record<ChatIntent, number>;
  /** The glossary concepts named, the most specific first. */
  concepts: GlossaryEntry[];
  normalised: string;
}

export interface ClassifyContext {
  /** A problem is open (otherwise the general chat). */
  hasProblem: boolean;
  /**
   * The editor holds code of the learner's own (not empty, not the starter): questions about
   * "this" are then likelier about it. Undefined: not known (no evidence either way).
   */
  hasCode?: boolean;
  /** The intent of the learner's previous message, which a weakly worded follow-up continues. */
  previous?: ChatIntent;
  /** The open problem's statement: a phrase quoted from it makes a question about the statement. */
  statement?: string;
}

/** Whether the message quotes (in quotes) two or more words of the statement: "what does 'each pair once' mean?". */
function quotesStatement(text: string, statement: string | undefined): boolean {
  if (!statement) return false;
  const flat = normalise(statement).replace(/[`*_]/g, '');
  for (const m of text.matchAll(/["'“‘`]([^"'”’`]{3,80})["'”’`]/g)) {
    const q = normalise(m[1] ?? '').trim();
    if (q.split(' ').length >= 2 && flat.includes(q)) return true;
  }
  return false;
}

/** How much the utterance model's posterior counts against the phrase and pattern features. */
const MODEL_WEIGHT = 6;
/** How much the previous turn's intent counts: a prior that a clear new question overrides. */
const CONTEXT_WEIGHT = 1;
/** The model's prior probability that a message continues the previous turn's intent. */
const PREVIOUS_PRIOR = 0.8;
/** The intents answered from the code in the editor. */
const CODE_INTENTS: ChatIntent[] = ['why-wrong', 'which-test', 'complexity', 'faster'];
/** A complexity class written without O(): "n^2 log n", "n log n", "2^n", "n squared". */
const BARE_CLASS = /\b(n ?\^ ?\d( ?log ?n)?|n ?log ?n|log ?n|2 ?\^ ?n|n ?squared|n ?cubed|n ?\* ?n)\b/;

/** The phrase and pattern features' score of every intent (features.ts). */
function featureScores(n: string): Record<ChatIntent, number> {
  const scores = Object.fromEntries(CHAT_INTENTS.map((i) => [i, 0])) as Record<ChatIntent, number>;
  for (const f of INDEX.find(words(n))) scores[f.value.intent] += f.value.weight;
  for (const [intent, re, weight] of PATTERNS) if (re.test(n)) scores[intent] += weight;
  if (BARE_CLASS.test(n)) scores.complexity += 1.5;
  return scores;
}

export function classify(text: string, ctx: ClassifyContext = { hasProblem: true }): Classified {
  const n = normalise(text);
  const features = featureScores(n);
  const scores = { ...features };
  // The utterance model (naive Bayes over words, word pairs and letter trigrams) generalises
  // to wordings no phrase lists; the features add what it cannot weigh (O(n^2), "can X be Y").
  // It counts as much as the message's words are ones it has seen: of none, it knows nothing.
  // The previous turn's intent as the model's prior: "ok, and then?" after a hint is a hint.
  const prior = ctx.previous && ctx.previous !== 'off-topic' ? { [ctx.previous]: PREVIOUS_PRIOR } : {};
  const posterior = INTENT_MODEL.posterior(n, prior);
  const weight = MODEL_WEIGHT * INTENT_MODEL.known(n);
  for (const i of CHAT_INTENTS) scores[i] += weight * posterior[i];
  const own = OWN_CODE.test(n);
  const here = THIS_PROBLEM.test(n);
  if (own) {
    scores['why-wrong'] += 0.5;
    scores.complexity += 1;
    scores.faster += 0.5;
    scores['edge-cases'] += 0.3;
  }
  if (ctx.hasCode === true) for (const i of CODE_INTENTS) scores[i] += 0.5;
  if (quotesStatement(text, ctx.statement)) scores.statement += 3;
  const concepts = conceptsIn(n);
  if (concepts.length > 0) {
    // A concept named: a question about it, unless it is asked about this problem or this code.
    scores.concept += own || here ? 1 : 2.5;
    if (here) scores.approach += 1;
  }
  if (!ctx.hasProblem) {
    // The general chat: nothing to judge or retrieve, so broad questions lean to preparation.
    scores.preparation += 0.5;
    scores.statement -= 1;
  }
  if (ctx.previous && ctx.previous !== 'off-topic') scores[ctx.previous] += CONTEXT_WEIGHT;
  let intent: ChatIntent = 'statement';
  let score = 0;
  for (const i of TIE_ORDER) {
    if (scores[i] > score) {
      intent = i;
      score = scores[i];
    }
  }
  // "Too slow, is there a better way?" with no code of the learner's: a question about the approach.
  if (intent === 'faster' && ctx.hasCode === false) intent = 'approach';
  const guessed = score < MIN_SCORE;
  return {
    intent: guessed ? (concepts.length > 0 ? 'concept' : 'statement') : intent,
    score: Math.round(score * 100) / 100,
    evidence: Math.round(features[intent] * 100) / 100,
    guessed,
    scores,
    features,
    concepts,
    normalised: n,
  };
}
