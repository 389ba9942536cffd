/**
 * The chat's intent classifier: a message is normalised (normalise.ts), its weighted features
 * found (features.ts: phrases typo-tolerant word by word, patterns on the text), the concepts it
 * names looked up in the glossary, and each intent scored; the highest score wins, ties going to
 * the intent that needs the most specific evidence. Below MIN_SCORE nothing is recognised and the
 * turn is `guessed`: answered by retrieval over the statement, then the tutorials.
 */
import { CHAT_INTENTS, type ChatIntent } from '../engine.ts';
import { OWN_CODE, PATTERNS, PHRASES, THIS_PROBLEM } from './features.ts';
import { conceptsIn, type GlossaryEntry } from './glossary.ts';
import { normalise, PhraseIndex, words } from './normalise.ts';

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
  guessed: boolean;
  scores: Record<ChatIntent, number>;
  /** The glossary concepts named, the most specific first. */
  concepts: GlossaryEntry[];
  normalised: string;
}

export interface ClassifyContext {
  /** A problem is open (otherwise the general chat). */
  hasProblem: boolean;
}

export function classify(text: string, ctx: ClassifyContext = { hasProblem: true }): Classified {
  const n = normalise(text);
  const w = words(n);
  const scores = Object.fromEntries(CHAT_INTENTS.map((i) => [i, 0])) as Record<ChatIntent, number>;
  for (const f of INDEX.find(w)) scores[f.value.intent] += f.value.weight;
  for (const [intent, re, weight] of PATTERNS) if (re.test(n)) scores[intent] += weight;
  const own = OWN_CODE.test(n);
  const here = THIS_PROBLEM.test(n);
  if (own) {
    scores['why-wrong'] += 0.5;
    scores.complexity += 1;
    scores.faster += 0.5;
    scores['edge-cases'] += 0.3;
  }
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
  let intent: ChatIntent = 'statement';
  let score = 0;
  for (const i of TIE_ORDER) {
    if (scores[i] > score) {
      intent = i;
      score = scores[i];
    }
  }
  const guessed = score < MIN_SCORE;
  return {
    intent: guessed ? (concepts.length > 0 ? 'concept' : 'statement') : intent,
    score: Math.round(score * 100) / 100,
    guessed,
    scores,
    concepts,
    normalised: n,
  };
}
