/**
 * The chat's metrics over a run (issue 24, eval-chat.ts): useful share overall and per intent,
 * latency without and with the judge, leakage before solve, and the failed questions.
 * Each answer is scored by chatUseful (metrics.ts).
 */
import { type ChatScore, type LatencyStats, latencyStats, type Rate, rate } from './metrics.ts';

const rateOf = <T>(items: readonly T[], hit: (t: T) => boolean): Rate =>
  rate(items.filter(hit).length, items.length);

export const CHAT_TARGETS = { useful: 0.9, fastP95Ms: 1000, judgeP95Ms: 5000, leakage: 0.01 } as const;

/** Intents whose answers may run the judge (the learner's code, a failing input, its growth): the 5 s target. */
export const JUDGE_INTENTS: ReadonlySet<string> = new Set([
  'why-wrong',
  'which-test',
  'faster',
  'complexity',
]);

/** One chat question's outcome: its score, and every answer's time and leak (all turns). */
export interface ChatRecord {
  id: string;
  intent: string;
  solved: boolean;
  score: ChatScore;
  answers: ReadonlyArray<{ ms: number; leaked: boolean }>;
}

export interface ChatReport {
  useful: Rate;
  byIntent: Array<{ intent: string; useful: Rate }>;
  /** Answers to questions that need no judge run, and to those that may (JUDGE_INTENTS). */
  fast: LatencyStats;
  judged: LatencyStats;
  /** Answers to learners who have not solved the problem that leak a reference. */
  leakage: Rate;
  failed: Array<{ id: string; intent: string; failed: string[] }>;
}

export function chatReport(records: readonly ChatRecord[]): ChatReport {
  const intents = [...new Set(records.map((r) => r.intent))].sort();
  const times = (judged: boolean) =>
    latencyStats(
      records
        .filter((r) => JUDGE_INTENTS.has(r.intent) === judged)
        .flatMap((r) => r.answers.map((a) => a.ms)),
    );
  return {
    useful: rateOf(records, (r) => r.score.useful),
    byIntent: intents.map((intent) => ({
      intent,
      useful: rateOf(
        records.filter((r) => r.intent === intent),
        (r) => r.score.useful,
      ),
    })),
    fast: times(false),
    judged: times(true),
    leakage: rateOf(
      records.filter((r) => !r.solved).flatMap((r) => r.answers),
      (a) => a.leaked,
    ),
    failed: records
      .filter((r) => !r.score.useful)
      .map((r) => ({ id: r.id, intent: r.intent, failed: r.score.failed })),
  };
}
