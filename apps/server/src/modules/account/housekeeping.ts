import { sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { bestEffort } from '../../lib/best-effort.ts';
import { pruneRateLimits } from '../../lib/rate-limit.ts';

/** How often the housekeeping runs in each API server (it is idempotent: several may run it). */
export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

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

/** Runs the housekeeping now and every hour until stopped. */
export function startHousekeeping(db: Db, config: Config): () => void {
  const run = () => void bestEffort('pruning expired account data', pruneAccountData(db, config));
  run();
  const timer = setInterval(run, HOUSEKEEPING_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
