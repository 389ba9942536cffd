import type { Language, Verdict } from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { addJobSql, PRIORITY, REJUDGE_FINISH_JOB, REJUDGE_JOB } from '../../jobs/kinds.ts';
import { notifySql } from '../../live/change-bus.ts';
import { SUBMISSION_NOTES } from './notes.ts';
import type { VerdictRow } from './repository.ts';

/** A rejudge as its page shows it (decision 031). */
export type RejudgeRow = {
  id: string;
  version: string;
  requestedBy: string | null;
  total: number;
  judged: number;
  changed: number;
  failed: number;
  createdAt: Date;
  finishedAt: Date | null;
};

/** The past submissions of a problem not judged on `version`: what a rejudge takes. */
const staleOf = (problemId: string, version: string) => sql`
  select id from submissions
  where problem_id = ${problemId} and status <> 'pending'
    and coalesce(judge_facts->>'version', '') <> ${version}`;

/**
 * The statements of a rejudge (decision 031): its row in `rejudges`, its submissions' jobs, each
 * submission's new verdict with the rejudge's counts, and the finish that brings points, the
 * learners' solved state and the problem's counters in line with the verdicts. Each write is one
 * statement, conditional on what it changes, so a job that runs twice changes nothing the second
 * time.
 */
export function createRejudgesRepository(db: Db) {
  return {
    /** How many past submissions of the problem were judged on another version than `version`. */
    async staleCount(problemId: string, version: string): Promise<number> {
      const [r] = (
        await db.execute<{ n: number }>(
          sql`select count(*)::int as n from (${staleOf(problemId, version)}) s`,
        )
      ).rows;
      return r?.n ?? 0;
    },

    /** The problem's rejudges, newest first. */
    async list(problemId: string, limit: number): Promise<RejudgeRow[]> {
      const { rows } = await db.execute<RejudgeRow>(sql`
        select r.id, r.version, u.name as "requestedBy", r.total, r.judged, r.changed, r.failed,
          r.created_at as "createdAt", r.finished_at as "finishedAt"
        from rejudges r left join users u on u.id = r.requested_by
        where r.problem_id = ${problemId}
        order by r.created_at desc limit ${limit}`);
      return rows.map((r) => ({
        ...r,
        createdAt: new Date(r.createdAt),
        finishedAt: r.finishedAt ? new Date(r.finishedAt) : null,
      }));
    },

    /**
     * One statement: the rejudge's row and a job per stale submission, at the rejudge's priority.
     * `id` is null when there is nothing to rejudge or one of this problem is still running (the
     * partial unique index lets one run at a time).
     */
    async start(
      tx: Executor,
      r: { problemId: string; version: string; requestedBy: string },
    ): Promise<{ id: string | null; total: number; stale: number; title: string }> {
      const [row] = (
        await tx.execute<{
          id: string | null;
          total: number;
          stale: number;
          jobs: number;
          title: string;
        }>(sql`
          with target as (${staleOf(r.problemId, r.version)}),
          made as (
            insert into rejudges (problem_id, version, requested_by, total)
            select ${r.problemId}, ${r.version}, ${r.requestedBy}, count(*) from target having count(*) > 0
            on conflict do nothing
            returning id, total
          ), job as (
            select ${addJobSql(REJUDGE_JOB, {
              id: sql`t.id`,
              payload: { submissionId: sql`t.id::text`, rejudgeId: sql`m.id::text` },
              priority: PRIORITY.rejudge,
            })} from target t, made m
          )
          select (select id from made) as id, coalesce((select total from made), 0) as total,
            (select count(*)::int from target) as stale, (select count(*)::int from job) as jobs,
            (select title from problems where id = ${r.problemId}) as title`)
      ).rows;
      if (row?.id && row.jobs !== row.total) throw new Error('could not enqueue the rejudge');
      return { id: row?.id ?? null, total: row?.total ?? 0, stale: row?.stale ?? 0, title: row?.title ?? '' };
    },

    /** What judging a submission again needs, unless the rejudge has nothing (left) to do with it. */
    async item(submissionId: string, rejudgeId: string) {
      const [row] = (
        await db.execute<{
          id: string;
          userId: string;
          problemId: string;
          language: Language;
          code: string;
          version: string;
        }>(sql`
          select s.id, s.user_id as "userId", s.problem_id as "problemId", s.language, s.code, r.version
          from submissions s join rejudges r on r.id = ${rejudgeId} and r.problem_id = s.problem_id
          where s.id = ${submissionId} and s.status <> 'pending' and r.finished_at is null`)
      ).rows;
      return row;
    },

    /**
     * The submission's new verdict, if it was not yet judged on this version, counted in its
     * rejudge in the same statement (and its note sent when the verdict changed); the last count
     * queues the finish. Points and progress are the finish's. Returns the verdict it had, or
     * undefined when nothing was written (a job that ran twice).
     */
    async rewrite(rejudgeId: string, v: VerdictRow): Promise<Verdict | undefined> {
      const [row] = (
        await db.execute<{ old: Verdict | null }>(sql`
          with target as (
            select id, status as old from submissions
            where id = ${v.submissionId} and status <> 'pending'
              and coalesce(judge_facts->>'version', '') <> ${v.judgeFacts.version}
            for update
          ), verdict as (
            update submissions s set status = ${v.status},
              runtime_ms = ${v.runtimeMs}, memory_mb = ${v.memoryMb},
              tests_passed = ${v.testsPassed}, total_tests = ${v.totalTests},
              error_message = ${v.errorMessage}, compile_output = ${v.compileOutput},
              failed_test = ${v.failedTest ? JSON.stringify(v.failedTest) : null}::jsonb,
              judge_facts = ${JSON.stringify(v.judgeFacts)}::jsonb
            from target where s.id = target.id
            returning target.old, s.status
          ), counted as (
            update rejudges set judged = judged + 1,
              changed = changed + (select count(*)::int from verdict where old <> status)
            where id = ${rejudgeId} and exists (select 1 from verdict)
            returning judged + failed >= total as done
          ), finish as (
            select ${addJobSql(REJUDGE_FINISH_JOB, { id: rejudgeId, payload: { rejudgeId } })}
            from counted where done
          ), note as (
            ${notifySql(SUBMISSION_NOTES, { id: v.submissionId, phase: 'verdict' }, sql`verdict where old <> status`)}
          )
          select (select old from verdict) as old,
            (select count(*) from finish) + (select count(*) from note) as touched`)
      ).rows;
      return row?.old ?? undefined;
    },

    /**
     * The judge failed on every attempt at the submission (or its workers died): it keeps its
     * verdict, and counts as failed in the rejudge of its problem still running. The last count
     * queues the finish.
     */
    async fail(submissionId: string): Promise<void> {
      await db.execute(sql`
        with counted as (
          update rejudges r set failed = failed + 1
          from submissions s
          where s.id = ${submissionId} and r.problem_id = s.problem_id and r.finished_at is null
            and coalesce(s.judge_facts->>'version', '') <> r.version
          returning r.id, judged + failed >= total as done
        )
        select ${addJobSql(REJUDGE_FINISH_JOB, { id: sql`c.id`, payload: { rejudgeId: sql`c.id::text` } })}
        from counted c where done`);
    },

    /**
     * After its last submission: the problem's points (each learner's first accepted submission
     * gets the solve's points, by when it was judged), its learners' solved state and attempts,
     * and its counters, recomputed from the verdicts as they are now. Returns the problem's id,
     * or undefined when the rejudge is finished already.
     */
    async settle(
      tx: Executor,
      rejudgeId: string,
      rules: {
        /** A first accepted solve's points, by the problem's difficulty. */
        solvePoints: (difficulty: string) => number;
        /** The verdicts that count as an attempt (progress's). */
        counted: readonly string[];
      },
    ) {
      const counted = sql.join(
        rules.counted.map((v) => sql`${v}`),
        sql`, `,
      );
      const [r] = (
        await tx.execute<{ problemId: string; difficulty: string }>(sql`
          select r.problem_id as "problemId", p.difficulty from rejudges r join problems p on p.id = r.problem_id
          where r.id = ${rejudgeId} and r.finished_at is null for update of r`)
      ).rows;
      if (!r) return undefined;
      const points = rules.solvePoints(r.difficulty);
      await tx.execute(sql`
        with first as (
          select distinct on (user_id) id from submissions
          where problem_id = ${r.problemId} and status = 'accepted'
          order by user_id, coalesce(judged_at, submitted_at), id
        )
        update submissions s set points = case when s.id in (select id from first) then ${points}::int else 0 end
        where s.problem_id = ${r.problemId}
          and s.points <> case when s.id in (select id from first) then ${points}::int else 0 end`);
      await tx.execute(sql`
        insert into user_problems as up (user_id, problem_id, attempts, first_attempt_at, solved_at)
        select user_id, ${r.problemId}, count(*) filter (where status in (${counted})),
          min(submitted_at), min(coalesce(judged_at, submitted_at)) filter (where status = 'accepted')
        from submissions s where problem_id = ${r.problemId} and status <> 'pending'
        group by user_id
        -- A learner with no counted verdict (only internal errors) gets no row, as writeVerdict
        -- gives none; one who had a row keeps it, brought in line.
        having count(*) filter (where status in (${counted})) > 0
          or exists (select 1 from user_problems o where o.user_id = s.user_id and o.problem_id = ${r.problemId})
        on conflict (user_id, problem_id) do update
          set attempts = excluded.attempts, solved_at = excluded.solved_at
          where (up.attempts, up.solved_at) is distinct from (excluded.attempts, excluded.solved_at)`);
      await tx.execute(sql`
        update problems p set submissions_count = c.judged, accepted_count = c.accepted, solved_by = c.solvers
        from (
          select count(*) filter (where status in (${counted}))::int as judged,
            count(*) filter (where status = 'accepted')::int as accepted,
            count(distinct user_id) filter (where status = 'accepted')::int as solvers
          from submissions where problem_id = ${r.problemId}
        ) c
        where p.id = ${r.problemId}`);
      return r.problemId;
    },

    /** The rejudge is done: its page says so. */
    async finish(rejudgeId: string): Promise<void> {
      await db.execute(
        sql`update rejudges set finished_at = now() where id = ${rejudgeId} and finished_at is null`,
      );
    },
  };
}
export type RejudgesRepository = ReturnType<typeof createRejudgesRepository>;
