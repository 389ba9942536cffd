import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { errors } from './errors.ts';

/**
 * Fixed-window counters in PostgreSQL, so a limit holds across every API server. One round trip:
 * the upsert both counts the attempt and tells whether the window is exhausted.
 */
export async function hit(db: Db, key: string, limit: number, windowMs: number): Promise<void> {
  const rows = await db.execute<{ count: number; retry_ms: number }>(sql`
    insert into rate_limits as r (key, window_start, count)
    values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when r.window_start <= now() - make_interval(secs => ${windowMs / 1000}) then 1 else r.count + 1 end,
      window_start = case when r.window_start <= now() - make_interval(secs => ${windowMs / 1000}) then now() else r.window_start end
    returning count,
      greatest(0, extract(epoch from (window_start + make_interval(secs => ${windowMs / 1000}) - now())) * 1000)::int as retry_ms`);
  const row = rows.rows[0];
  if (row && row.count > limit) throw errors.rateLimited(Math.max(1, Math.ceil(row.retry_ms / 1000)));
}

/** Drops windows that ended long ago; called now and then, not per request. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}
