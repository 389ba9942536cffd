/**
 * The intent classifier's statistical model: naive Bayes (bayes.ts) trained once, at load, on the
 * labelled utterances of every intent (train-problem.ts, train-talk.ts, and the more varied
 * wordings of train-problem-more.ts, train-talk-more.ts).
 */
import type { ChatIntent } from '../engine.ts';
import { trainNaiveBayes } from './bayes.ts';
import { APPROACH, COMPLEXITY, FASTER, HINT, WHICH_TEST, WHY_WRONG } from './train-problem.ts';
import {
  APPROACH_MORE,
  COMPLEXITY_MORE,
  FASTER_MORE,
  HINT_MORE,
  WHICH_TEST_MORE,
  WHY_WRONG_MORE,
} from './train-problem-more.ts';
import { CONCEPT, EDGE_CASES, OFF_TOPIC, PREPARATION, SOLUTION_REQUEST, STATEMENT } from './train-talk.ts';
import {
  CONCEPT_MORE,
  EDGE_CASES_MORE,
  OFF_TOPIC_MORE,
  PREPARATION_MORE,
  SOLUTION_REQUEST_MORE,
  STATEMENT_MORE,
} from './train-talk-more.ts';

const lines = (block: string) =>
  block
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** Every intent's utterances, one a line. */
export const UTTERANCES: Record<ChatIntent, string[]> = {
  hint: [...lines(HINT), ...lines(HINT_MORE)],
  approach: [...lines(APPROACH), ...lines(APPROACH_MORE)],
  'why-wrong': [...lines(WHY_WRONG), ...lines(WHY_WRONG_MORE)],
  'which-test': [...lines(WHICH_TEST), ...lines(WHICH_TEST_MORE)],
  complexity: [...lines(COMPLEXITY), ...lines(COMPLEXITY_MORE)],
  faster: [...lines(FASTER), ...lines(FASTER_MORE)],
  'edge-cases': [...lines(EDGE_CASES), ...lines(EDGE_CASES_MORE)],
  statement: [...lines(STATEMENT), ...lines(STATEMENT_MORE)],
  concept: [...lines(CONCEPT), ...lines(CONCEPT_MORE)],
  preparation: [...lines(PREPARATION), ...lines(PREPARATION_MORE)],
  'solution-request': [...lines(SOLUTION_REQUEST), ...lines(SOLUTION_REQUEST_MORE)],
  'off-topic': [...lines(OFF_TOPIC), ...lines(OFF_TOPIC_MORE)],
};

/** Every (intent, utterance) pair of the corpus. */
export const EXAMPLES: Array<[ChatIntent, string]> = (
  Object.entries(UTTERANCES) as Array<[ChatIntent, string[]]>
).flatMap(([intent, us]) => us.map((u) => [intent, u] as [ChatIntent, string]));

export const INTENT_MODEL = trainNaiveBayes<ChatIntent>(EXAMPLES);
