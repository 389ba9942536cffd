import type { LeaderboardResponse, Timeframe } from '@codecoach/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { errors } from '../../lib/errors.ts';
import { prepareRaw, shapeCache } from '../../lib/prepared.ts';
import { accuracy, currentPeriod, currentStreak, localDay } from './definitions.ts';
import { type RankScope, rankExpr, rankedCountExpr } from './queries.ts';

type Board = LeaderboardResponse['data'];

/** The columns an entry shows; `created_at` comes as ISO text, as the answer carries it. */
type Row = {
  user_id: string;
  name: string;
  email: string;
  created_at: string;
  time_zone: string;
  points: number;
  solved: number;
  judged: number;
  accepted: number;
  streak_last_day: string | null;
  streak_last_run: number | null;
  streak_longest: number | null;
};

const CREATED_AT = sql`to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Others' addresses are masked (`j***@e***`): the spec puts an e-mail in every row so the browser
 * can find the caller's own, and the caller's own is the only one it needs in full.
 */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

/** The two statements of a scope's board, built once per kind of scope (`period` is a placeholder). */
function boardStatements(kind: RankScope['kind']) {
  const window = kind === 'period';
  const scope: RankScope = window ? { kind: 'period', period: sql.placeholder('period') } : { kind: 'all' };
  // All time reads the streak from the ranked row itself; a window joins the learner's stats.
  const table: SQL = window ? sql`leaderboard_periods` : sql`user_stats`;
  const streakOf: SQL = window ? sql`s` : sql`t`;
  const streakJoin: SQL = window ? sql`left join user_stats s on s.user_id = u.id` : sql``;
  const inWindow: SQL = window ? sql`t.period = ${sql.placeholder('period')} and` : sql``;
  const streak = sql`${streakOf}.streak_last_day::text as streak_last_day, ${streakOf}.streak_last_run,
    ${streakOf}.streak_longest`;
  return {
    top: prepareRaw<Row>(sql`
      select t.user_id, u.name, u.email, ${CREATED_AT} as created_at, u.time_zone, t.points, t.solved,
        t.judged, t.accepted, ${streak}
      from ${table} t join users u on u.id = t.user_id ${streakJoin}
      where ${inWindow} t.points > 0 and not u.disabled
      order by t.points desc nulls last, t.points_at asc, t.user_id asc
      limit ${sql.placeholder('limit')}`),
    // The caller's own figures for the window (zero without a row), rank (null without points)
    // and the number of learners ranked.
    mine: prepareRaw<Row & { rank: number | null; total: number }>(sql`
      select u.id as user_id, u.name, u.email, ${CREATED_AT} as created_at, u.time_zone,
        coalesce(t.points, 0)::int as points, coalesce(t.solved, 0)::int as solved,
        coalesce(t.judged, 0)::int as judged, coalesce(t.accepted, 0)::int as accepted, ${streak},
        ${rankExpr(scope)} as rank, ${rankedCountExpr(scope)} as total
      from users u
      left join ${table} t on t.user_id = u.id ${window ? sql`and t.period = ${sql.placeholder('period')}` : sql``}
      ${streakJoin}
      where u.id = ${sql.placeholder('userId')}`),
  };
}
const boards = shapeCache<ReturnType<typeof boardStatements>>();

/**
 * The top of a board is the same for every caller: it is read at most once a second per board
 * (kind, window, limit) and shared, entries included, by every request of that second. The
 * caller's own row and rank are always read live. A board may so lag a verdict by up to a second
 * (LeetCode's contest ranking lags minutes); with 100 rows of ~240 bytes it was what kept the
 * leaderboard at 0.14-0.31x of /api/auth/me's throughput (issue 13, bench/api).
 */
const TOP_TTL_MS = 1000;
type Entry = Board['leaderboard'][number];
/** A board's shared top: its rows, their entries, and each entry's JSON (serialised once a second). */
const tops = new Map<string, { at: number; rows: Row[]; entries: Entry[]; json: string[] }>();

/**
 * GET /api/user/leaderboard, as the answer's JSON text (sent as is: lib/send-json.ts). All time ranks user_stats; a week or month ranks that UTC calendar
 * window's leaderboard_periods rows. Two statements, run together, each prepared once per
 * connection: the top N in rank order, read from a partial index on (points desc, points_at,
 * user_id), so it costs N rows whatever the number of learners; and the caller's own figures
 * with their rank and the count of ranked learners, both from points_histogram
 * (queries.rankExpr), so no request counts learners one by one.
 */
export async function buildLeaderboard(
  database: Database,
  userId: string,
  timeframe: Timeframe,
  limit: number,
  now: Date,
): Promise<string> {
  const window = currentPeriod(timeframe, now);
  const kind = window ? 'period' : 'all';
  const board = boards(kind, () => boardStatements(kind));
  const values = { period: window?.key, limit, userId };
  const key = `${kind}:${window?.key ?? ''}:${limit}`;
  const cached = tops.get(key);
  const age = cached ? now.getTime() - cached.at : Number.POSITIVE_INFINITY;
  const fresh = age >= 0 && age < TOP_TTL_MS ? cached : undefined;
  const [top, [me]] = await Promise.all([
    fresh ? fresh.rows : board.top(database.pool, values),
    board.mine(database.pool, values),
  ]);
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
  const toEntry = <R extends number | null>(r: Row, rank: R) => ({
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
        todayIn(r.time_zone),
      ),
      longest: r.streak_longest ?? 0,
    },
    createdAt: r.created_at,
  });
  // Everyone's entries with masked addresses, shared for the second; the caller's own in full.
  let shared = fresh;
  if (!shared) {
    const entries = top.map((r, i) => ({ ...toEntry(r, i + 1), email: maskEmail(r.email) }));
    shared = { at: now.getTime(), rows: top, entries, json: entries.map((e) => JSON.stringify(e)) };
    tops.set(key, shared);
    const oldest = tops.keys().next();
    if (tops.size > 64 && !oldest.done) tops.delete(oldest.value);
  }
  const you = toEntry(me, me.rank ?? null);
  const own = (e: Entry) => ({ ...e, email: me.email });
  const since = window ? window.since.toISOString() : null;
  // The answer is written from the shared entries' JSON: 100 entries are neither checked nor
  // serialised again per request, and no per-request object of them is built (the tests parse
  // this JSON and hold it to LeaderboardResponse).
  const entries = shared.entries.map((e, i) => (e._id === userId ? JSON.stringify(own(e)) : shared.json[i]));
  return `{"success":true,"message":"OK","data":{"timeframe":${JSON.stringify(timeframe)},"since":${JSON.stringify(
    since,
  )},"total":${me.total},"leaderboard":[${entries.join(',')}],"you":${JSON.stringify(you)}}}`;
}
