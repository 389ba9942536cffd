import type { LeaderboardResponse, Timeframe } from '@codecoach/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errors } from '../../lib/errors.ts';
import { accuracy, currentPeriod, currentStreak, localDay } from './definitions.ts';

type Board = LeaderboardResponse['data'];

type Row = {
  user_id: string;
  name: string;
  email: string;
  created_at: Date;
  time_zone: string;
  points: number;
  solved: number;
  judged: number;
  accepted: number;
  points_at: Date | null;
  streak_last_day: string | null;
  streak_last_run: number | null;
  streak_longest: number | null;
};

/**
 * Others' addresses are masked (`j***@e***`): the spec puts an e-mail in every row so the browser
 * can find the caller's own, and the caller's own is the only one it needs in full.
 */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

/**
 * GET /api/user/leaderboard. All time ranks user_stats; a week or month ranks that UTC calendar
 * window's leaderboard_periods rows. Both are read in rank order from a partial index on
 * (points desc, points_at, user_id), so the top N costs N rows whatever the number of learners.
 */
export async function buildLeaderboard(
  db: Db,
  userId: string,
  timeframe: Timeframe,
  limit: number,
  now: Date,
): Promise<Board> {
  const window = currentPeriod(timeframe, now);
  // The ranked table: user_stats for all time, or one window's rows (streaks always come from user_stats).
  const from: SQL = window
    ? sql`leaderboard_periods t join users u on u.id = t.user_id left join user_stats s on s.user_id = t.user_id`
    : sql`user_stats t join users u on u.id = t.user_id join user_stats s on s.user_id = t.user_id`;
  const scope: SQL = window ? sql`t.period = ${window.key} and` : sql``;
  const columns = sql`t.user_id, u.name, u.email, u.created_at, u.time_zone, t.points, t.solved, t.judged,
    t.accepted, t.points_at, s.streak_last_day::text as streak_last_day, s.streak_last_run, s.streak_longest`;

  const top = (
    await db.execute<Row>(sql`
      select ${columns} from ${from}
      where ${scope} t.points > 0 and not u.disabled
      order by t.points desc nulls last, t.points_at asc, t.user_id asc
      limit ${limit}`)
  ).rows;
  const [count] = (
    await db.execute<{ n: number }>(sql`
      select count(*)::int as n from ${window ? sql`leaderboard_periods` : sql`user_stats`} t
      join users u on u.id = t.user_id where ${scope} t.points > 0 and not u.disabled`)
  ).rows;

  const toEntry = (r: Row, rank: number) => ({
    _id: r.user_id,
    name: r.name,
    email: r.user_id === userId ? r.email : maskEmail(r.email),
    statistics: {
      points: r.points,
      solvedProblems: r.solved,
      accuracy: accuracy(r.accepted, r.judged),
      rank,
    },
    streak: {
      current: currentStreak(
        { lastDay: r.streak_last_day, lastRun: r.streak_last_run ?? 0, longest: r.streak_longest ?? 0 },
        localDay(now, r.time_zone),
      ),
      longest: r.streak_longest ?? 0,
    },
    createdAt: new Date(r.created_at).toISOString(),
  });
  const leaderboard = top.map((r, i) => toEntry(r, i + 1));

  let you: Board['you'] | undefined = leaderboard.find((e) => e._id === userId);
  if (!you) {
    // Outside the list (or unranked): the caller's own figures for the window, zero without a row.
    const table = window ? sql`leaderboard_periods` : sql`user_stats`;
    const [mine] = (
      await db.execute<Row>(sql`
        select u.id as user_id, u.name, u.email, u.created_at, u.time_zone, coalesce(t.points, 0)::int as points,
          coalesce(t.solved, 0)::int as solved, coalesce(t.judged, 0)::int as judged,
          coalesce(t.accepted, 0)::int as accepted, t.points_at, s.streak_last_day::text as streak_last_day,
          s.streak_last_run, s.streak_longest
        from users u
        left join ${table} t on t.user_id = u.id ${window ? sql`and t.period = ${window.key}` : sql``}
        left join user_stats s on s.user_id = u.id
        where u.id = ${userId}`)
    ).rows;
    if (!mine) throw errors.notFound('User not found');
    let rank: number | null = null;
    if (mine.points > 0 && mine.points_at) {
      const [ahead] = (
        await db.execute<{ n: number }>(sql`
          select count(*)::int as n from ${table} t join users u on u.id = t.user_id
          where ${scope} t.points > 0 and not u.disabled and (t.points > ${mine.points}
            or (t.points = ${mine.points} and (t.points_at < ${mine.points_at}
              or (t.points_at = ${mine.points_at} and t.user_id < ${userId}))))`)
      ).rows;
      rank = (ahead?.n ?? 0) + 1;
    }
    const entry = toEntry(mine, 0);
    you = { ...entry, statistics: { ...entry.statistics, rank } };
  }
  return {
    timeframe,
    since: window ? window.since.toISOString() : null,
    total: count?.n ?? 0,
    leaderboard,
    you,
  };
}
