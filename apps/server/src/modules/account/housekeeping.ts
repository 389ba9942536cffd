import { sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { HOUSEKEEPING_JOB } from '../../jobs/kinds.ts';
import type { JobLane } from '../../jobs/lane.ts';
import { pruneRateLimits } from '../../lib/rate-limit.ts';

/**
 * Deletes what no longer serves its purpose, a day after it stopped (the retention the /privacy
 * page states): sessions that expired, were revoked or went idle; used or expired e-mail links;
 * rate-limit windows (which hold IP and e-mail addresses).
 */
export async function pruneAccountData(db: Db, config: Config): Promise<void> {
  const idleSeconds = config.session.idleMs / 1000;
  await db.execute(sql`
    delete from sessions where expires_at < now() - interval '1 day'
      or revoked_at < now() - interval '1 day'
      or last_used_at < now() - make_interval(secs => ${idleSeconds}) - interval '1 day'`);
  await db.execute(sql`
    delete from password_resets where expires_at < now() - interval '1 day' or used_at < now() - interval '1 day'`);
  await db.execute(sql`
    delete from email_changes where expires_at < now() - interval '1 day' or used_at < now() - interval '1 day'`);
  await pruneRateLimits(db);
}

/**
 * The housekeeping lane of the job runtime, in every API server: graphile-worker's cron makes one
 * job at the top of every hour across all servers (and one for an hour missed while every server
 * was down), and whichever server takes it prunes.
 */
export function housekeepingLane(db: Db, config: Config): JobLane {
  return {
    name: 'housekeeping',
    concurrency: 1,
    handlers: [{ kind: HOUSEKEEPING_JOB, run: () => pruneAccountData(db, config) }],
    crontab: `0 * * * * ${HOUSEKEEPING_JOB.task} ?fill=1h&max=${HOUSEKEEPING_JOB.attempts}`,
  };
}
