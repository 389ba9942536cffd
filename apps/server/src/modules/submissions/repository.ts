import type { FailedTest, Language, Verdict } from '@codecoach/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { type JudgeFacts, submissions } from '../../db/schema/index.ts';
import { addJobSql, JUDGE_JOB, PRIORITY } from '../../jobs/kinds.ts';
import { notifySql } from '../../live/change-bus.ts';
import { SUBMISSION_NOTES } from './notes.ts';
import { createSubmissionQueries } from './queries.ts';

/**
 * The `submissions` repository: the statements on the table, and nothing else. The use cases
 * (judging's run code, submit, judge worker and reads; the dashboard; the progress step) decide;
 * this module reads and writes, in the callers' terms. What a statement must also do commits with
 * it: a new submission's judging job (jobs/kinds.ts), a verdict's note (notes.ts). The writes are
 * here, each one statement, so one round trip and atomic on its own (decision 006); the reads
 * are in queries.ts. (The operator's rebuildProgress recomputes from every submission in its own
 * set-based statements, modules/progress/rebuild.ts.)
 */

/** A verdict as it is written: the use case computes every value, the statement applies them at once. */
export interface VerdictRow {
  submissionId: string;
  userId: string;
  problemId: string;
  status: Verdict;
  runtimeMs: number;
  memoryMb: number;
  testsPassed: number;
  totalTests: number;
  errorMessage: string | null;
  compileOutput: string | null;
  failedTest: FailedTest | null;
  /** Kept for the tutor, never shown (the submissions schema's `judge_facts`). */
  judgeFacts: JudgeFacts;
  /** Charged to the learner and the problem's counters (every verdict but internal_error). */
  counts: boolean;
  accepted: boolean;
  /** Sets `progress_pending`: the progress step has this verdict to apply. */
  progressPending: boolean;
  /** The points of a first accepted solve of this problem. */
  solvePoints: number;
}

export function createSubmissionsRepository(db: Db) {
  return {
    /**
     * One round trip: the per-learner cap, the row (with its test count) and its judging job
     * (contest submissions first), which commit together. `id` is null when the learner already
     * has `cap` submissions pending.
     */
    async insertPending(s: {
      userId: string;
      problemId: string;
      language: Language;
      code: string;
      contestId: string | null;
      cap: number;
    }): Promise<{ id: string | null; pending: number; jobs: number } | undefined> {
      const [r] = (
        await db.execute<{ id: string | null; pending: number; jobs: number }>(sql`
          with pending as (
            select count(*)::int as n from submissions where user_id = ${s.userId} and status = 'pending'
          ), inserted as (
            insert into submissions (user_id, problem_id, language, code, contest_id, total_tests)
            select ${s.userId}, ${s.problemId}, ${s.language}, ${s.code}, ${s.contestId},
              (select count(*)::int from problem_tests where problem_id = ${s.problemId})
            from pending where n < ${s.cap}
            returning id
          ), job as (
            select ${addJobSql(JUDGE_JOB, {
              id: sql`i.id`,
              payload: { submissionId: sql`i.id::text`, problemId: s.problemId },
              priority: s.contestId ? PRIORITY.contest : PRIORITY.practice,
            })} from inserted i
          )
          select (select id from inserted) as id, (select n from pending) as pending,
            (select count(*)::int from job) as jobs`)
      ).rows;
      return r;
    },

    /** A submission still pending (what a verdict for it needs), or undefined once judged. */
    async pending(submissionId: string) {
      const [sub] = await db
        .select({
          id: submissions.id,
          userId: submissions.userId,
          problemId: submissions.problemId,
          totalTests: submissions.totalTests,
        })
        .from(submissions)
        .where(and(eq(submissions.id, submissionId), eq(submissions.status, 'pending')));
      return sub;
    },

    /** The worker's claim: counts the attempt of a submission still pending; undefined once judged. */
    async claim(submissionId: string) {
      const [sub] = await db
        .update(submissions)
        .set({ judgeAttempts: sql`${submissions.judgeAttempts} + 1` })
        .where(and(eq(submissions.id, submissionId), eq(submissions.status, 'pending')))
        .returning();
      return sub;
    },

    /**
     * Adds the wall time of an attempt that ended in a judge fault to a submission still pending;
     * returns its total, or undefined once judged.
     */
    async addJudgeMs(submissionId: string, ms: number): Promise<number | undefined> {
      const [sub] = await db
        .update(submissions)
        .set({ judgeMs: sql`${submissions.judgeMs} + ${Math.max(0, Math.round(ms))}` })
        .where(and(eq(submissions.id, submissionId), eq(submissions.status, 'pending')))
        .returning({ judgeMs: submissions.judgeMs });
      return sub?.judgeMs;
    },

    /**
     * Writes the verdict if the submission is still pending, with the learner's solved state and
     * the problem's counters, in one statement. The row lock taken first makes a second writer
     * (a job that ran twice) wait, then find the verdict written and do nothing. Returns whether
     * this call wrote it. With `announce`, the verdict's note goes out when, and only if, the
     * verdict commits.
     */
    async writeVerdict(v: VerdictRow, opts: { announce: boolean }): Promise<boolean> {
      const firstSolve = sql`coalesce((select first_solve from solved), false)`;
      const [row] = (
        await db.execute<{ written: number }>(sql`
          with target as (
            select id from submissions where id = ${v.submissionId} and status = 'pending' for update
          ), solved as (
            insert into user_problems as up (user_id, problem_id, attempts, solved_at)
            select ${v.userId}, ${v.problemId}, 1, ${v.accepted ? sql`now()` : sql`null`} from target where ${v.counts}
            on conflict (user_id, problem_id) do update set attempts = up.attempts + 1,
              solved_at = ${v.accepted ? sql`coalesce(up.solved_at, now())` : sql`up.solved_at`}
            returning (${v.accepted} and (xmax = 0 or up.solved_at = now())) as first_solve
          ), verdict as (
            update submissions s set status = ${v.status},
              runtime_ms = ${v.runtimeMs},
              memory_mb = ${v.memoryMb},
              tests_passed = ${v.testsPassed}, total_tests = ${v.totalTests},
              error_message = ${v.errorMessage}, compile_output = ${v.compileOutput},
              failed_test = ${v.failedTest ? JSON.stringify(v.failedTest) : null}::jsonb,
              judge_facts = ${JSON.stringify(v.judgeFacts)}::jsonb, judged_at = now(),
              progress_pending = ${v.progressPending},
              points = case when ${firstSolve} then ${v.solvePoints}::int else 0 end
            from target where s.id = target.id
            returning s.id
          ), counters as (
            update problems set submissions_count = submissions_count + 1,
              accepted_count = accepted_count + ${v.accepted ? 1 : 0},
              solved_by = solved_by + case when ${firstSolve} then 1 else 0 end
            where id = ${v.problemId} and ${v.counts} and exists (select 1 from verdict)
            returning 1
          ), note as (
            ${opts.announce ? notifySql(SUBMISSION_NOTES, { id: v.submissionId, phase: 'verdict' }, sql`verdict`) : sql`select 1 where false`}
          )
          select (select count(*) from verdict)::int as written,
            (select count(*) from counters) + (select count(*) from note) as touched`)
      ).rows;
      return (row?.written ?? 0) > 0;
    },

    /**
     * Clears `progress_pending` of a written verdict, in the progress step's transaction, and
     * returns what the step needs; undefined when there is nothing (left) to apply.
     */
    async takeProgress(tx: Executor, submissionId: string) {
      const [s] = (
        await tx.execute<{
          user_id: string;
          status: string;
          points: number;
          problem_id: string;
          difficulty: string;
          category: string;
        }>(sql`
            update submissions s set progress_pending = false from problems p
            where s.id = ${submissionId} and s.progress_pending and p.id = s.problem_id
            returning s.user_id, s.status, s.points, p.id as problem_id, p.difficulty, p.category`)
      ).rows;
      return s;
    },

    /** Submissions waiting for a verdict, and the oldest one's age in whole seconds (null when none). */
    async waiting(): Promise<{ pending: number; oldestPendingSeconds: number | null }> {
      const [r] = (
        await db.execute<{ pending: number; oldestPendingSeconds: number | null }>(sql`
          select count(*)::int as pending,
            floor(extract(epoch from now() - min(submitted_at)))::int as "oldestPendingSeconds"
          from submissions where status = 'pending'`)
      ).rows;
      return { pending: r?.pending ?? 0, oldestPendingSeconds: r?.oldestPendingSeconds ?? null };
    },

    /** Verdicts whose progress step did not run within `olderThanMs` (a crash, a lost connection). */
    async progressPendingIds(olderThanMs: number): Promise<string[]> {
      const { rows } = await db.execute<{ id: string }>(sql`
        select id from submissions where progress_pending
          and judged_at < now() - make_interval(secs => ${olderThanMs / 1000})
        order by judged_at limit 200`);
      return rows.map((r) => r.id);
    },

    ...createSubmissionQueries(db),
  };
}
export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;
export type { ShownSubmission } from './queries.ts';
