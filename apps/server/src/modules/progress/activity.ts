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

/**
 * PUT /api/user/timezone: keeps the browser's IANA zone on the profile (canonical spelling), unless
 * the learner chose a zone by hand in Settings (`byHand`), which the browser's report never
 * overrides. Answers the zone in force. Days already counted keep the zone they were counted in.
 */
export async function setTimeZone(
  db: Db,
  userId: string,
  timeZone: string,
  opts: { byHand?: boolean } = {},
): Promise<string> {
  if (!isValidTimeZone(timeZone)) {
    throw errors.validation([
      { field: 'timeZone', message: 'Time zone must be an IANA name such as Europe/Paris' },
    ]);
  }
  const canonical = canonicalTimeZone(timeZone);
  const r = await db.execute<{ time_zone: string }>(sql`
    with chosen as (select 1 from user_settings where user_id = ${userId} and time_zone_manual),
    changed as (
      update users set time_zone = ${canonical}
      where id = ${userId} and (${opts.byHand ?? false} or not exists (select 1 from chosen))
      returning time_zone)
    select time_zone from changed
    union all select time_zone from users where id = ${userId} and not exists (select 1 from changed)`);
  return r.rows[0]?.time_zone ?? canonical;
}
