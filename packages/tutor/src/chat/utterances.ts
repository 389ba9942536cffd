/**
 * The intent classifier's statistical model: naive Bayes (bayes.ts) trained once, at load, on the
 * labelled utterances of every intent (train-problem.ts, train-talk.ts).
 */
import type { ChatIntent } from '../engine.ts';
import { trainNaiveBayes } from './bayes.ts';
import { APPROACH, COMPLEXITY, FASTER, HINT, WHICH_TEST, WHY_WRONG } from './train-problem.ts';
import { CONCEPT, EDGE_CASES, OFF_TOPIC, PREPARATION, SOLUTION_REQUEST, STATEMENT } from './train-talk.ts';

const lines = (block: string) =>
  block
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** Every intent's utterances, one a line. */
export const UTTERANCES: Record<ChatIntent, string[]> = {
  hint: lines(HINT),
  approach: lines(APPROACH),
  'why-wrong': lines(WHY_WRONG),
  'which-test': lines(WHICH_TEST),
  complexity: lines(COMPLEXITY),
  faster: lines(FASTER),
  'edge-cases': lines(EDGE_CASES),
  statement: lines(STATEMENT),
  concept: lines(CONCEPT),
  preparation: lines(PREPARATION),
  'solution-request': lines(SOLUTION_REQUEST),
  'off-topic': lines(OFF_TOPIC),
};

/** Every (intent, utterance) pair of the corpus. */
export const EXAMPLES: Array<[ChatIntent, string]> = (
  Object.entries(UTTERANCES) as Array<[ChatIntent, string[]]>
).flatMap(([intent, us]) => us.map((u) => [intent, u] as [ChatIntent, string]));

export const INTENT_MODEL = trainNaiveBayes<ChatIntent>(EXAMPLES);
