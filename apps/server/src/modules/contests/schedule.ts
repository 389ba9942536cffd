import { DEFAULT_CONTEST_POINTS, type Difficulty } from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { letter } from './letters.ts';

export const WEEKLY = 'weekly';
export const DEMO = 'demo';
const WEEKLY_MINUTES = 90;
const DEMO_MINUTES = 180;
/** Honest prizes: what a participant really gets. */
const PRIZES = ['Rating change for every participant', 'Your name on the contest top 10'];

/** The next Sunday 02:30 UTC (LeetCode's weekly slot) at least an hour away. */
export function nextWeeklyStart(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 2, 30));
  d.setUTCDate(d.getUTCDate() + ((7 - d.getUTCDay()) % 7));
  while (d.getTime() < now.getTime() + 3_600_000) d.setUTCDate(d.getUTCDate() + 7);
  return d;
}

/**
 * Up to one easy, one medium and one hard bank problem (others fill a missing difficulty), in a
 * rotation fixed by `salt`; with `fresh`, only problems no contest of that schedule has used.
 */
async function pickProblems(db: Db, salt: string, fresh: string | null) {
  const rows = (
    await db.execute<{ id: string; difficulty: Difficulty }>(sql`
      select p.id, p.difficulty from problems p
      where p.source = 'bank' ${
        fresh
          ? sql`and not exists (select 1 from contest_problems cp join contests c on c.id = cp.contest_id
              where c.schedule = ${fresh} and cp.problem_id = p.id)`
          : sql``
      }
      order by md5(p.slug || ${salt}) limit 200`)
  ).rows;
  const picked: typeof rows = [];
  for (const d of ['easy', 'medium', 'hard'] as const) {
    const p = rows.find((r) => r.difficulty === d && !picked.includes(r));
    if (p) picked.push(p);
  }
  for (const r of rows) if (picked.length < 3 && !picked.includes(r)) picked.push(r);
  return picked;
}

async function insert(
  db: Db,
  c: {
    name: string;
    type: string;
    format: string;
    description: string;
    startsAt: Date;
    minutes: number;
    rated: boolean;
    schedule: string;
  },
  problemIds: string[],
): Promise<{ id: string; endsAt: Date }> {
  return db.transaction(async (tx) => {
    const [row] = (
      await tx.execute<{ id: string }>(sql`
        insert into contests (name, type, format, description, starts_at, duration_minutes, prizes, rated, schedule)
        values (${c.name}, ${c.type}, ${c.format}, ${c.description}, ${c.startsAt.toISOString()}, ${c.minutes},
          ${sql.param(PRIZES)}::text[], ${c.rated}, ${c.schedule})
        returning id`)
    ).rows;
    if (!row) throw new Error('contest not stored');
    for (const [i, id] of problemIds.entries())
      await tx.execute(sql`insert into contest_problems (contest_id, letter, problem_id, points)
        values (${row.id}, ${letter(i)}, ${id}, ${DEFAULT_CONTEST_POINTS[i] ?? 500 * (i + 1)})`);
    return { id: row.id, endsAt: new Date(c.startsAt.getTime() + c.minutes * 60_000) };
  });
}

/**
 * Keeps one weekly contest upcoming (problems rotated from the bank, never one an earlier weekly
 * used). Returns the upcoming weekly's id and start, or null when the bank has nothing unused.
 */
export async function ensureWeekly(db: Db, log: (m: string) => void) {
  const [upcoming] = (
    await db.execute<{ id: string; startsAt: string }>(sql`
      select id, starts_at as "startsAt" from contests where schedule = ${WEEKLY} and starts_at > now()
      order by starts_at limit 1`)
  ).rows;
  if (upcoming) return { id: upcoming.id, startsAt: new Date(upcoming.startsAt), created: null };
  const [n] = (
    await db.execute<{ n: number }>(sql`select count(*)::int as n from contests where schedule = ${WEEKLY}`)
  ).rows;
  const number = (n?.n ?? 0) + 1;
  const problems = await pickProblems(db, `weekly-${number}`, WEEKLY);
  if (problems.length === 0) {
    log('contests: the bank has no problem the weekly schedule has not used; no weekly contest scheduled');
    return null;
  }
  const startsAt = nextWeeklyStart(new Date());
  const made = await insert(
    db,
    {
      name: `Weekly Contest ${number}`,
      type: 'weekly',
      format: 'points',
      description: `${problems.length} problems in ${WEEKLY_MINUTES} minutes, LeetCode-style points; rated.`,
      startsAt,
      minutes: WEEKLY_MINUTES,
      rated: true,
      schedule: WEEKLY,
    },
    problems.map((p) => p.id),
  );
  log(`contests: scheduled Weekly Contest ${number} for ${startsAt.toISOString()}`);
  return { id: made.id, startsAt, created: made };
}

/** Demo mode: one live contest (ICPC rules, unrated) so a fresh install can be tried at once. */
export async function ensureDemoLive(db: Db, log: (m: string) => void) {
  const [live] = (
    await db.execute<{ id: string }>(sql`select id from contests where schedule = ${DEMO}
      and starts_at <= now() and starts_at + make_interval(mins => duration_minutes) > now() limit 1`)
  ).rows;
  if (live) return null;
  const problems = await pickProblems(db, `demo-${Date.now()}`, null);
  if (problems.length === 0) return null;
  const made = await insert(
    db,
    {
      name: 'Demo Contest',
      type: 'practice',
      format: 'icpc',
      description:
        'A live practice contest of the demo install: ICPC rules, 20 minutes per rejected submission, unrated.',
      startsAt: new Date(Date.now() - 60_000),
      minutes: DEMO_MINUTES,
      rated: false,
      schedule: DEMO,
    },
    problems.map((p) => p.id),
  );
  log('contests: demo mode, a live Demo Contest started');
  return made;
}
