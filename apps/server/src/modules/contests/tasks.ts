import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { CONTEST_FINALIZE_JOB, CONTEST_SCHEDULE_JOB } from '../../jobs/kinds.ts';
import type { JobLane } from '../../jobs/lane.ts';
import { finalizeContest } from './finalize.ts';
import { scheduleFinalizeSql, scheduleNextLookSql } from './jobs.ts';
import { createContestRepository } from './repository.ts';
import { DEMO, ensureDemoLive, ensureWeekly } from './schedule.ts';

/** A finalise job's payload (a job without a contest id is dropped, as it always was). */
const finalizeJobSchema = z.object({ contestId: z.string() });

/**
 * The contest schedule's work, run as the contests' lane of the job runtime in every server
 * (contestLane): a contest's finalising at its end time, and the schedule that keeps the weekly
 * contest upcoming (and, in demo mode, a live one).
 */
export function contestTasks(db: Db, opts: { demoMode: boolean; log: (m: string) => void }) {
  const repo = createContestRepository(db);
  const keepSchedule = async () => {
    const weekly = await ensureWeekly(db, opts.log);
    if (weekly?.created) await db.execute(scheduleFinalizeSql(weekly.created.id, weekly.created.endsAt));
    if (weekly) await db.execute(scheduleNextLookSql(weekly.startsAt));
    if (opts.demoMode) {
      const demo = await ensureDemoLive(db, opts.log);
      if (demo) await db.execute(scheduleFinalizeSql(demo.id, demo.endsAt));
    }
  };
  return {
    keepSchedule,
    async finalize(contestId: string) {
      const done = await finalizeContest(db, repo, contestId);
      if (done)
        opts.log(`contests: ${contestId} finalised (${done.participants} on the board, ${done.rated} rated)`);
      const [c] = (
        await db.execute<{ schedule: string | null }>(
          sql`select schedule from contests where id = ${contestId}`,
        )
      ).rows;
      if (c?.schedule === DEMO && opts.demoMode) await keepSchedule();
    },
  };
}

/**
 * The contests' lane of the job runtime, in every API server: one job at a time; each job runs once
 * wherever it is taken (a finalise job without a contest id is dropped, as it always was).
 */
export function contestLane(tasks: ReturnType<typeof contestTasks>): JobLane {
  return {
    name: 'contests',
    concurrency: 1,
    handlers: [
      {
        kind: CONTEST_FINALIZE_JOB,
        run: async (payload) => {
          const job = finalizeJobSchema.safeParse(payload);
          if (job.success) await tasks.finalize(job.data.contestId);
        },
      },
      { kind: CONTEST_SCHEDULE_JOB, run: () => tasks.keepSchedule() },
    ],
  };
}
