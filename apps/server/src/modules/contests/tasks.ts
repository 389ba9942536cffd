import { sql } from 'drizzle-orm';
import { Logger, type Runner, run } from 'graphile-worker';
import type pg from 'pg';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { finalizeContest } from './finalize.ts';
import { FINALIZE_TASK, SCHEDULE_TASK, scheduleFinalizeSql, scheduleNextLookSql } from './jobs.ts';
import { createContestRepository } from './repository.ts';
import { DEMO, ensureDemoLive, ensureWeekly } from './schedule.ts';

/**
 * The contest schedule's work, run by a graphile-worker runner of its own (one job at a time) in
 * every server; each job runs once wherever it is taken. `contest_finalize` runs at a contest's end
 * time; `contest_schedule` keeps the weekly contest upcoming (and, in demo mode, a live one).
 */
/** A finalise job's payload (a job without a contest id is dropped, as it always was). */
const finalizeJobSchema = z.object({ contestId: z.string() });

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

export async function startContestRunner(
  pool: pg.Pool,
  tasks: ReturnType<typeof contestTasks>,
  log: (m: string) => void,
): Promise<Runner> {
  return run({
    pgPool: pool,
    concurrency: 1,
    noHandleSignals: true,
    pollInterval: 2_000,
    logger: new Logger(() => (level, message) => {
      if (level === 'error') log(`contest task error: ${message}`);
    }),
    taskList: {
      [FINALIZE_TASK]: async (payload) => {
        const job = finalizeJobSchema.safeParse(payload);
        if (job.success) await tasks.finalize(job.data.contestId);
      },
      [SCHEDULE_TASK]: async () => tasks.keepSchedule(),
    },
  });
}
