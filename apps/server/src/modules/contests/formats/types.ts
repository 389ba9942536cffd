import type { ContestFormat, SubmissionStatus } from '@codecoach/contracts';

/**
 * One submission of a contest as the scoreboard sees it. `seconds` is the time since the
 * participant's start (the contest's, or their virtual start); `seq` orders submissions made in
 * the same second (the log's order).
 */
export interface ContestSub {
  id: string;
  userId: string;
  letter: string;
  status: SubmissionStatus;
  seconds: number;
  seq: number;
}

/** A participant's result on one problem. */
export interface Cell {
  /** Rejected submissions counted against it (before the first accepted, or all while unsolved). */
  rejected: number;
  /** Submissions without a verdict (or hidden by a freeze) that could still change it. */
  pending: number;
  solved: boolean;
  /** When it was first accepted: contest minutes (icpc) or seconds (points); null when unsolved. */
  time: number | null;
  /** What it adds to the score (icpc: 1 when solved; points: its points when solved). */
  score: number;
  /** What it adds to the penalty (icpc: minutes; points: seconds of rejection penalty). */
  penalty: number;
}

export interface Totals {
  score: number;
  solved: number;
  /** icpc: total penalty minutes; points: finish time in seconds. */
  penalty: number;
  /** icpc: minute of the last accepted (the third sort key); points: unused (0). */
  tiebreak: number;
}

/**
 * A scoring format, as DMOJ's and Hydro's contest formats: how one problem's submissions make a
 * cell, how cells make a row, and how rows compare. Everything else (the submission log, freeze,
 * rejudges, ranks) is the board's, the same for every format.
 */
export interface ScoringFormat {
  id: ContestFormat;
  /** `subs` are one participant's submissions of one problem, in order (seconds, then seq). */
  cell(subs: readonly ContestSub[], points: number): Cell;
  total(cells: readonly Cell[]): Totals;
  /** Negative when `a` ranks above `b`, 0 for an exact tie (a shared rank). */
  compare(a: Totals, b: Totals): number;
}

/** Verdicts that cost a penalty (ICPC CCS judge-response table); CE and internal errors do not. */
export const PENALTY_VERDICTS: ReadonlySet<SubmissionStatus> = new Set([
  'wrong_answer',
  'time_limit_exceeded',
  'memory_limit_exceeded',
  'runtime_error',
]);

export const emptyCell = (): Cell => ({
  rejected: 0,
  pending: 0,
  solved: false,
  time: null,
  score: 0,
  penalty: 0,
});

export function bySubmissionOrder(a: ContestSub, b: ContestSub): number {
  return a.seconds - b.seconds || a.seq - b.seq;
}
