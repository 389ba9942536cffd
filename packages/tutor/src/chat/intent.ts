/**
 * The chat's intent classifier: a statistical model, not phrase lists. A message is normalised
 * (normalise.ts: shorthand spelled out) and read by a multinomial naive Bayes over words, word
 * pairs and letter trigrams (bayes.ts), trained on the labelled utterances of train-problem.ts and
 * train-talk.ts (written from the intents' definitions, none from the evaluation sets). The
 * conversation and the workspace enter as the model's prior, never as phrases: the previous
 * turn's intent (a follow-up continues it), whether the editor holds the learner's own code,
 * whether a problem is open, a phrase quoted from the statement.
 * Below CONFIDENT the turn is `guessed`: answered by retrieval over the statement and the
 * tutorials, else by a clarifying question (capabilities.ts settledIntent, builtin/chat.ts).
 */
import { CHAT_INTENTS, type ChatIntent } from '../engine.ts';
import { conceptsIn, type GlossaryEntry } from './glossary.ts';
import { normalise } from './normalise.ts';
import { INTENT_MODEL } from './utterances.ts';

/**
 * The least posterior probability (times the share of the message's words the model knows) that
 * recognises an intent surely. Set by leave-one-out cross-validation over the training corpus
 * (decision 022, Round 4): held-out utterances scored at or above it were read right 84% of the
 * time, those between FLOOR and it 42% of the time. Between the two the turn is
 * `unsure`: answered as its likeliest intent, with a clarifying question naming the runner-up.
 */
export const CONFIDENT = 0.4;
/** Below it nothing is recognised (`guessed`): retrieval over the statement and tutorials, else the menu. */
export const FLOOR = 0.2;
/** A follow-up is read as one only when its own words ask nothing this surely (turn.ts). */
export const EXPLICIT = 0.6;

export interface Classified {
  intent: ChatIntent;
  /** The winner's posterior in context (0..1), times the share of the message's known words. */
  score: number;
  /** The winner's posterior from the message's words alone, without the context's prior: how explicitly it asks. */
  evidence: number;
  guessed: boolean;
  /** Recognised, but below CONFIDENT: the answer asks whether the runner-up was meant. */
  unsure: boolean;
  /** Every intent's posterior in context. */
  scores: Record<ChatIntent, number>;
  /** The runner-up, when it is close: what a clarifying question offers beside the winner. */
  runnerUp?: ChatIntent;
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

/** The intents answered from the code in the editor. */
const CODE_INTENTS: ChatIntent[] = ['why-wrong', 'which-test', 'complexity', 'faster'];
/** The intents about one open problem. */
const PROBLEM_INTENTS: ChatIntent[] = ['approach', 'hint', 'edge-cases', 'statement', 'solution-request'];

/**
 * The context as relative prior weights (1 = no evidence either way). Each factor is a likelihood
 * ratio of the context given the intent, set once from what each context makes likelier: a
 * follow-up continues its turn (5), code in the editor makes questions about it likelier (1.5),
 * and so on. They are not tuned per question.
 */
const PRIOR = {
  previous: 5,
  ownCode: 1.5,
  noCode: 0.6,
  noProblem: 0.3,
  generalChat: 2,
  quoted: 6,
} as const;

export function contextPrior(text: string, ctx: ClassifyContext): Record<ChatIntent, number> {
  const w = Object.fromEntries(CHAT_INTENTS.map((i) => [i, 1])) as Record<ChatIntent, number>;
  if (ctx.previous && ctx.previous !== 'off-topic') w[ctx.previous] *= PRIOR.previous;
  if (ctx.hasCode === true) for (const i of CODE_INTENTS) w[i] *= PRIOR.ownCode;
  if (ctx.hasCode === false) for (const i of ['why-wrong', 'which-test'] as const) w[i] *= PRIOR.noCode;
  if (!ctx.hasProblem) {
    for (const i of [...PROBLEM_INTENTS, 'why-wrong', 'which-test'] as const) w[i] *= PRIOR.noProblem;
    w.preparation *= PRIOR.generalChat;
  }
  if (quotesStatement(text, ctx.statement)) w.statement *= PRIOR.quoted;
  const sum = CHAT_INTENTS.reduce((s, i) => s + w[i], 0);
  return Object.fromEntries(CHAT_INTENTS.map((i) => [i, w[i] / sum])) as Record<ChatIntent, number>;
}

const best = (p: Record<ChatIntent, number>): [ChatIntent, number, ChatIntent, number] => {
  const sorted = [...CHAT_INTENTS].sort((a, b) => p[b] - p[a]);
  const [a = 'statement', b = 'statement'] = sorted;
  return [a, p[a], b, p[b]];
};

export function classify(text: string, ctx: ClassifyContext = { hasProblem: true }): Classified {
  const n = normalise(text);
  const known = INTENT_MODEL.known(n);
  const plain = INTENT_MODEL.posterior(n);
  const scores = INTENT_MODEL.posterior(n, contextPrior(text, ctx));
  const [top, p, second, q] = best(scores);
  let intent = top;
  // "Too slow, is there a better way?" with no code of the learner's: a question about the approach.
  if (intent === 'faster' && ctx.hasCode === false) intent = 'approach';
  // A message of words the model never saw says nothing, however its few letters fall.
  const certainty = Math.min(1, 2 * known);
  const score = p * certainty;
  const guessed = score < FLOOR;
  const concepts = conceptsIn(n);
  return {
    intent: guessed ? (concepts.length > 0 ? 'concept' : 'statement') : intent,
    score: Math.round(score * 1000) / 1000,
    evidence: Math.round((plain[intent] ?? 0) * certainty * 1000) / 1000,
    guessed,
    unsure: !guessed && score < CONFIDENT,
    scores,
    ...(q >= p / 2 && second !== intent ? { runnerUp: second } : {}),
    concepts,
    normalised: n,
  };
}
