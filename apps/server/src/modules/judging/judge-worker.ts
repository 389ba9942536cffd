import type { Language } from '@codecoach/contracts';
import { type Judge, type JudgeResult, JudgeUnavailableError, maxJudgeMs } from '@codecoach/judge';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messageOf } from '../../lib/errors.ts';
import { publish } from '../../live/change-bus.ts';
import { PROGRESS_LOCK, recordProgress } from '../progress/on-verdict.ts';
import { SUBMISSION_NOTES, type SubmissionNote } from '../submissions/notes.ts';
import type { SubmissionsRepository } from '../submissions/repository.ts';
import type { JudgeInputs } from './judge-inputs.ts';
import { orderedPublisher } from './ordered-publisher.ts';
import { internalError, type VerdictProblem, verdictRow } from './verdict.ts';

/** A verdict whose progress step has not run this long after it was written is applied by the sweep. */
const SWEEP_AFTER_MS = 30_000;
/** Beyond the longest a judging can take (maxJudgeMs): the queue's own margin. */
const QUEUE_MARGIN_MS = 10_000;
/** Less than this left of a submission's budget: no attempt starts, its verdict is internal_error. */
export const MIN_ATTEMPT_MS = 1_000;
/**
 * The internal errors that are the problem's own, the same on every attempt: its tests do not fit
 * its signature, its custom checker failed. Recorded at once, never retried.
 */
const PROBLEM_FAULTS: ReadonlySet<string> = new Set(['BadTest', 'CheckerError']);

/**
 * The judge time one submission gets, all its attempts together: the longest one judging can take
 * (maxJudgeMs) and the queue's margin. The attempts that end in a judge fault spend it
 * (`submissions.judge_ms`); each attempt is given what is left as its deadline, so a program that
 * could make the judge fail still holds a slot no longer than one judging.
 */
export function judgeBudgetMs(language: Language, timeLimitMs: number, tests: number): number {
  return maxJudgeMs(language, timeLimitMs, tests) + QUEUE_MARGIN_MS;
}

/** The verdict of a submission whose judge faults spent its budget. */
function outOfTime(attempts: number, spentMs: number, totalTests: number): JudgeResult {
  return internalError(
    'JudgeOutOfTime',
    `The judge failed while judging this submission and its time ran out (${Math.round(spentMs / 1000)} s in ${attempts} attempt${attempts === 1 ? '' : 's'}); it was not counted`,
    totalTests,
  );
}

/** How one attempt at judging ended: a result of the learner's code, or a fault of the judge's. */
type AttemptOutcome =
  | { result: JudgeResult }
  | {
      fault: string;
      /** What was thrown, kept as the retry's cause. */
      thrown?: unknown;
      /** The judge's own internal_error result, recorded as it is if no attempt is left. */
      judged?: JudgeResult;
      /** The judge cannot run code here at all (no sandbox, no toolchain): no budget is spent. */
      unavailable: boolean;
    };

/** Sorts an attempt's end: an internal error that is not the problem's own is the judge's fault. */
export function outcomeOf(result: JudgeResult | undefined, thrown: unknown): AttemptOutcome {
  if (thrown instanceof JudgeUnavailableError) return { fault: messageOf(thrown), thrown, unavailable: true };
  if (thrown !== undefined) return { fault: messageOf(thrown), thrown, unavailable: false };
  if (!result) return { fault: 'the judge returned nothing', unavailable: false };
  if (result.verdict === 'internal_error' && !PROBLEM_FAULTS.has(result.error?.type ?? ''))
    return { fault: result.error?.message ?? 'unknown', judged: result, unavailable: false };
  return { result };
}

/**
 * The worker's side of a submission: claim it, judge it, write its verdict exactly once, then
 * the learner's progress (decisions 006 and 007).
 */
export function createJudgeWorker(deps: {
  database: Database;
  judge: () => Judge;
  inputs: JudgeInputs;
  repo: SubmissionsRepository;
}) {
  const { database, inputs, repo } = deps;
  const { db, pool } = database;
  const announce = (note: SubmissionNote) => publish(pool, SUBMISSION_NOTES, note);

  /**
   * Brings the learner's progress aggregates up to date with one written verdict, once: the
   * verdict's statement set `progress_pending`, and this transaction clears it. Returns whether
   * it applied anything. Safe to call at any time, from any process.
   */
  async function applyProgress(submissionId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      // Shared with other verdicts; rebuildProgress takes it exclusively (see there).
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${PROGRESS_LOCK})`);
      const s = await repo.takeProgress(tx, submissionId);
      if (!s) return false;
      await recordProgress(tx, {
        submissionId,
        userId: s.user_id,
        problem: { id: s.problem_id, difficulty: s.difficulty, category: s.category },
        verdict: s.status,
        // Points are given for the first accepted solve only (writeVerdict).
        firstSolve: s.points > 0,
        points: s.points,
      });
      return true;
    });
  }

  /**
   * The verdict alone, if the submission is still pending: the row, the learner's solved state
   * and the problem's counters, in one statement. False if it had been written before.
   */
  async function writeVerdict(
    submissionId: string,
    userId: string,
    p: VerdictProblem,
    result: JudgeResult,
    opts: { announce?: boolean } = {},
  ): Promise<boolean> {
    return repo.writeVerdict(verdictRow(submissionId, userId, p, result), {
      announce: opts.announce ?? false,
    });
  }

  /**
   * Writes the verdict (writeVerdict), then the learner's progress aggregates in a second
   * transaction (applyProgress), so the verdict's transaction stays short and the learner hears
   * of it before the progress step. Resolves once both are written; false if the verdict had
   * been written before.
   */
  async function recordVerdict(
    submissionId: string,
    userId: string,
    p: VerdictProblem,
    result: JudgeResult,
    opts: { announce?: boolean } = {},
  ): Promise<boolean> {
    if (!(await writeVerdict(submissionId, userId, p, result, opts))) return false;
    await applyProgress(submissionId);
    return true;
  }

  return {
    applyProgress,
    writeVerdict,
    recordVerdict,

    /**
     * The worker's task. Judges a pending submission and writes its verdict exactly once.
     *
     * An internal error that is the problem's own (PROBLEM_FAULTS) is recorded at once. A judge
     * fault (any other internal error, a throw) adds the attempt's wall time to the submission's
     * `judge_ms` and throws so the queue retries, while attempts and at least MIN_ATTEMPT_MS of
     * its budget (judgeBudgetMs) are left; each attempt's deadline is what is left. Otherwise it
     * is recorded as internal_error. A judge that cannot run code at all (JudgeUnavailableError)
     * is retried without spending the budget: another worker may have what this one lacks.
     * internal_error never counts against the learner.
     */
    async judgeSubmission(
      submissionId: string,
      attempt: { number: number; max: number },
      problemId?: string,
    ): Promise<void> {
      const judge = deps.judge();
      // The claim and the problem are read at once when the job names the problem.
      const [sub, known] = await Promise.all([
        repo.claim(submissionId),
        problemId ? inputs.find(problemId) : undefined,
      ]);
      if (!sub) {
        // Already judged (a job that ran twice, or a retry after the progress step failed).
        await applyProgress(submissionId);
        return;
      }
      const p = known?.id === sub.problemId ? known : await inputs.problem(sub.problemId);
      const progress = orderedPublisher(announce);
      const request = await inputs.request(p, sub.language, sub.code);
      const tests = await inputs.tests(p);
      const budget = judgeBudgetMs(sub.language, request.timeLimitMs, tests.length);
      const record = async (result: JudgeResult) => {
        // The learner hears of the verdict as soon as it is committed, before the progress step.
        const written = await recordVerdict(sub.id, sub.userId, p, result, { announce: true });
        if (!written) await announce({ id: submissionId, phase: 'verdict' });
      };
      if (budget - sub.judgeMs < MIN_ATTEMPT_MS) {
        // Spent by earlier attempts (a job that ran twice, or a problem whose limits shrank).
        await record(outOfTime(Math.max(1, attempt.number - 1), sub.judgeMs, tests.length));
        return;
      }
      // No judging holds its slot past what is left of its budget (the judge's own limits end it
      // well before; this is the queue's backstop should the judge itself hang or fail late).
      const deadline = AbortSignal.timeout(budget - sub.judgeMs);
      const started = performance.now();
      let result: JudgeResult | undefined;
      let thrown: unknown;
      try {
        result = await judge
          .run({
            ...request,
            tests,
            stopOnFirstFailure: true,
            signal: deadline,
            onProgress: (e) =>
              progress.push(
                e.phase === 'compiling'
                  ? { id: submissionId, phase: 'compiling' }
                  : { id: submissionId, phase: 'running', test: e.test, total: e.total },
              ),
          })
          // The verdict event comes after every progress note; a judge that throws leaves none behind.
          .finally(() => progress.flush());
      } catch (e) {
        thrown = e;
      }
      const outcome = outcomeOf(result, thrown);
      if ('result' in outcome) {
        await record(outcome.result);
        return;
      }
      // A judge fault: its time is spent from the budget, whoever caused it (but a judge that
      // cannot run code here at all spends nothing: another worker may have what this one lacks).
      let spent = sub.judgeMs;
      if (!outcome.unavailable) {
        const total = await repo.addJudgeMs(sub.id, performance.now() - started);
        if (total === undefined) {
          // Judged meanwhile by another run of its job (005): that verdict stands.
          await announce({ id: submissionId, phase: 'verdict' });
          return;
        }
        spent = total;
      }
      const timeLeft = outcome.unavailable || budget - spent >= MIN_ATTEMPT_MS;
      if (timeLeft && attempt.number < attempt.max) {
        // Retried by the queue, with backoff.
        throw new Error(`judge failure on attempt ${attempt.number}: ${outcome.fault}`, {
          cause: outcome.thrown,
        });
      }
      // Recorded now: out of time, or out of attempts (the judge's own message, as it was).
      await record(
        timeLeft
          ? (outcome.judged ?? internalError('JudgeError', outcome.fault, tests.length))
          : outOfTime(attempt.number, spent, tests.length),
      );
    },

    /**
     * The job's last attempt ended without a verdict: its worker died while judging it (each
     * death costs an attempt), or its failure could not be recorded. The submission gets
     * `internal_error`, which is never charged to the learner, rather than staying pending for
     * ever. Nothing is written when it already has a verdict.
     */
    async abandon(submissionId: string, attempts: number): Promise<void> {
      const sub = await repo.pending(submissionId);
      if (!sub) return;
      const p = await inputs.find(sub.problemId);
      if (!p) return;
      const message = `The judge stopped while judging this submission (${attempts} attempts); it was not counted`;
      await recordVerdict(sub.id, sub.userId, p, internalError('JudgeStopped', message, sub.totalTests), {
        announce: true,
      });
    },

    /** Applies the progress of verdicts whose progress step did not run (a crash, a lost connection). */
    async sweepProgress(olderThanMs = SWEEP_AFTER_MS): Promise<number> {
      let applied = 0;
      for (const id of await repo.progressPendingIds(olderThanMs)) if (await applyProgress(id)) applied++;
      return applied;
    },
  };
}
