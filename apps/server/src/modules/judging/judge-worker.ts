import { type Judge, type JudgeResult, maxJudgeMs } from '@codecoach/judge';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messageOf } from '../../lib/errors.ts';
import { PROGRESS_LOCK, recordProgress } from '../progress/on-verdict.ts';
import type { SubmissionsRepository } from '../submissions/repository.ts';
import { type EventBus, noteSql } from './events.ts';
import type { JudgeInputs } from './judge-inputs.ts';
import { orderedPublisher } from './ordered-publisher.ts';
import { type VerdictProblem, verdictRow } from './verdict.ts';

/** A verdict whose progress step has not run this long after it was written is applied by the sweep. */
const SWEEP_AFTER_MS = 30_000;
/** Beyond the longest a judging can take (maxJudgeMs): the queue's own margin. */
const QUEUE_MARGIN_MS = 10_000;

function judgeFailure(message: string, totalTests: number): JudgeResult {
  return {
    verdict: 'internal_error',
    runtimeMs: 0,
    memoryMb: 0,
    testsPassed: 0,
    totalTests,
    tests: [],
    error: { type: 'JudgeError', message },
    sandboxed: true,
  };
}

/**
 * The worker's side of a submission: claim it, judge it, write its verdict exactly once, then
 * the learner's progress (decisions 006 and 007).
 */
export function createJudgeWorker(deps: {
  database: Database;
  judge: () => Judge;
  events: EventBus;
  inputs: JudgeInputs;
  repo: SubmissionsRepository;
}) {
  const { database, events, inputs, repo } = deps;
  const { db, pool } = database;

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
    // The verdict note goes out when, and only if, the verdict commits.
    const note = opts.announce
      ? (verdict: SQL) => noteSql({ id: submissionId, phase: 'verdict' }, verdict)
      : undefined;
    return repo.writeVerdict(verdictRow(submissionId, userId, p, result, note));
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
     * The worker's task. Judges a pending submission and writes its verdict exactly once. A judge
     * failure throws so the queue retries; on the last attempt it is recorded as internal_error,
     * which never counts against the learner.
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
      const progress = orderedPublisher(events, pool);
      const request = await inputs.request(p, sub.language, sub.code);
      const tests = await inputs.tests(p);
      // No judging holds its slot past what its problem allows (the judge's own limits end it
      // well before; this is the queue's backstop should the judge itself hang).
      const deadline = AbortSignal.timeout(
        maxJudgeMs(sub.language, request.timeLimitMs, tests.length) + QUEUE_MARGIN_MS,
      );
      let result: JudgeResult;
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
        // The judge could not judge (no sandbox, its deadline): retried, and recorded as an
        // internal error on the last attempt, never left pending.
        if (attempt.number < attempt.max) throw e;
        result = judgeFailure(messageOf(e), tests.length);
      }
      if (result.verdict === 'internal_error' && attempt.number < attempt.max) {
        throw new Error(`judge failure on attempt ${attempt.number}: ${result.error?.message ?? 'unknown'}`);
      }
      // The learner hears of the verdict as soon as it is committed, before the progress step.
      const written = await recordVerdict(sub.id, sub.userId, p, result, { announce: true });
      if (!written) await events.publish(pool, { id: submissionId, phase: 'verdict' });
    },

    /** Applies the progress of verdicts whose progress step did not run (a crash, a lost connection). */
    async sweepProgress(olderThanMs = SWEEP_AFTER_MS): Promise<number> {
      let applied = 0;
      for (const id of await repo.progressPendingIds(olderThanMs)) if (await applyProgress(id)) applied++;
      return applied;
    },
  };
}
