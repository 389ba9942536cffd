import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errors } from '../../lib/errors.ts';
import { canonicalTimeZone, creditSeconds, isValidTimeZone, localDay } from './definitions.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/activity/heartbeat: the browser reports active seconds on a problem's solve screen
 * (tab visible, recent input). Credited seconds never exceed the wall-clock time since the last
 * credited report (definitions.creditSeconds), under a lock on the learner's row, so parallel
 * tabs or replays cannot inflate time. Returns the seconds credited.
 */
export async function recordHeartbeat(
  db: Db,
  userId: string,
  problemRef: string,
  seconds: number,
  now: Date,
): Promise<number> {
  const [problem] = (
    await db.execute<{ id: string }>(
      UUID.test(problemRef)
        ? sql`select id from problems where id = ${problemRef}`
        : sql`select id from problems where slug = ${problemRef}`,
    )
  ).rows;
  if (!problem) throw errors.notFound('Problem not found');
  return db.transaction(async (tx) => {
    // Losing a few seconds of reported time in a crash is acceptable; waiting for the disk on every report is not.
    await tx.execute(sql`set local synchronous_commit = off`);
    await tx.execute(sql`insert into user_stats (user_id) values (${userId}) on conflict do nothing`);
    const [row] = (
      await tx.execute<{ heartbeat_until: Date | null; time_zone: string }>(sql`
        select s.heartbeat_until, u.time_zone from user_stats s join users u on u.id = s.user_id
        where s.user_id = ${userId} for update of s`)
    ).rows;
    if (!row) throw errors.notFound('User not found');
    const until = row.heartbeat_until ? new Date(row.heartbeat_until) : null;
    const credit = creditSeconds(seconds, until, now);
    const newUntil = until && until > now ? until : now;
    await tx.execute(sql`
      update user_stats set active_seconds = active_seconds + ${credit}, heartbeat_until = ${newUntil}
      where user_id = ${userId}`);
    if (credit > 0) {
      await tx.execute(sql`
        insert into user_days as d (user_id, day, seconds) values (${userId}, ${localDay(now, row.time_zone)}, ${credit})
        on conflict (user_id, day) do update set seconds = d.seconds + excluded.seconds`);
      await tx.execute(sql`
        insert into user_problem_time as t (user_id, problem_id, seconds) values (${userId}, ${problem.id}, ${credit})
        on conflict (user_id, problem_id) do update set seconds = t.seconds + excluded.seconds`);
    }
    return credit;
  });
}

/** PUT /api/user/timezone: keeps the browser's IANA zone on the profile (canonical spelling). */
export async function setTimeZone(db: Db, userId: string, timeZone: string): Promise<string> {
  if (!isValidTimeZone(timeZone)) {
    throw errors.validation([
      { field: 'timeZone', message: 'Time zone must be an IANA name such as Europe/Paris' },
    ]);
  }
  const canonical = canonicalTimeZone(timeZone);
  await db.execute(sql`update users set time_zone = ${canonical} where id = ${userId}`);
  return canonical;
}
