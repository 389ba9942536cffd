import type { LeaderboardResponse, Timeframe } from '@codecoach/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errors } from '../../lib/errors.ts';
import { accuracy, currentPeriod, currentStreak, localDay } from './definitions.ts';
import { type RankScope, rankExpr, rankedCount } from './queries.ts';

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
  rank?: number | null;
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
 * window's leaderboard_periods rows. The top N is read in rank order from a partial index on
 * (points desc, points_at, user_id), so it costs N rows whatever the number of learners; the
 * count and the caller's own rank come from points_histogram (queries.rankExpr). The three
 * reads are independent and run together.
 */
export async function buildLeaderboard(
  db: Db,
  userId: string,
  timeframe: Timeframe,
  limit: number,
  now: Date,
): Promise<Board> {
  const window = currentPeriod(timeframe, now);
  const scope: RankScope = window ? { kind: 'period', period: window.key } : { kind: 'all' };
  const table: SQL = window ? sql`leaderboard_periods` : sql`user_stats`;
  const inWindow: SQL = window ? sql`t.period = ${window.key} and` : sql``;

  const [top, total, mine] = await Promise.all([
    db.execute<Row>(sql`
      select t.user_id, u.name, u.email, u.created_at, u.time_zone, t.points, t.solved, t.judged, t.accepted,
        t.points_at, s.streak_last_day::text as streak_last_day, s.streak_last_run, s.streak_longest
      from ${table} t join users u on u.id = t.user_id left join user_stats s on s.user_id = t.user_id
      where ${inWindow} t.points > 0 and not u.disabled
      order by t.points desc nulls last, t.points_at asc, t.user_id asc
      limit ${limit}`),
    rankedCount(db, scope),
    // The caller's own figures for the window (zero without a row) and rank (null without points).
    db.execute<Row>(sql`
      select u.id as user_id, u.name, u.email, u.created_at, u.time_zone, coalesce(t.points, 0)::int as points,
        coalesce(t.solved, 0)::int as solved, coalesce(t.judged, 0)::int as judged,
        coalesce(t.accepted, 0)::int as accepted, t.points_at, s.streak_last_day::text as streak_last_day,
        s.streak_last_run, s.streak_longest, ${rankExpr(scope)} as rank
      from users u
      left join ${table} t on t.user_id = u.id ${window ? sql`and t.period = ${window.key}` : sql``}
      left join user_stats s on s.user_id = u.id
      where u.id = ${userId}`),
  ]);
  const me = mine.rows[0];
  if (!me) throw errors.notFound('User not found');

  // Rows share a handful of zones: one calendar lookup per zone, not per row.
  const todays = new Map<string, string>();
  const todayIn = (tz: string) => {
    let d = todays.get(tz);
    if (!d) {
      d = localDay(now, tz);
      todays.set(tz, d);
    }
    return d;
  };
  const toEntry = (r: Row) => ({
    _id: r.user_id,
    name: r.name,
    email: r.user_id === userId ? r.email : maskEmail(r.email),
    statistics: {
      points: r.points,
      solvedProblems: r.solved,
      accuracy: accuracy(r.accepted, r.judged),
    },
    streak: {
      current: currentStreak(
        { lastDay: r.streak_last_day, lastRun: r.streak_last_run ?? 0, longest: r.streak_longest ?? 0 },
        todayIn(r.time_zone),
      ),
      longest: r.streak_longest ?? 0,
    },
    createdAt: new Date(r.created_at).toISOString(),
  });
  const leaderboard = top.rows.map((r, i) => {
    const e = toEntry(r);
    return { ...e, statistics: { ...e.statistics, rank: i + 1 } };
  });
  const own = toEntry(me);
  return {
    timeframe,
    since: window ? window.since.toISOString() : null,
    total,
    leaderboard,
    you: { ...own, statistics: { ...own.statistics, rank: me.rank ?? null } },
  };
}
