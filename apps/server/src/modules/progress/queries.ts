import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ACHIEVEMENTS, type AchievementFacts, achievementById } from './achievements.ts';
import type { DayRow } from './buckets.ts';
import { currentStreak, type Day, localDay, type StreakSummary } from './definitions.ts';

/** Reads shared by the dashboard, the leaderboard and analytics. Each is one indexed lookup. */

export interface LearnerStats {
  points: number;
  solved: number;
  hardSolved: number;
  judged: number;
  accepted: number;
  pointsAt: Date | null;
  streak: StreakSummary;
  activeSeconds: number;
}

export interface Learner {
  id: string;
  name: string;
  email: string;
  timeZone: string;
  createdAt: Date;
}

export interface Profile {
  learner: Learner;
  stats: LearnerStats;
  /** Global rank, null without points. */
  rank: number | null;
}

/** The learner, their totals and their global rank, in one indexed query; null for an unknown id. */
export async function loadProfile(db: Db, userId: string): Promise<Profile | null> {
  const [r] = (
    await db.execute<{
      id: string;
      name: string;
      email: string;
      time_zone: string;
      created_at: Date;
      points: number | null;
      solved: number | null;
      hard_solved: number | null;
      judged: number | null;
      accepted: number | null;
      points_at: Date | null;
      streak_last_day: string | null;
      streak_last_run: number | null;
      streak_longest: number | null;
      active_seconds: number | null;
      rank: number | null;
    }>(sql`
      select u.id, u.name, u.email, u.time_zone, u.created_at, t.points, t.solved, t.hard_solved, t.judged,
        t.accepted, t.points_at, t.streak_last_day::text as streak_last_day, t.streak_last_run, t.streak_longest,
        t.active_seconds, ${rankExpr({ kind: 'all' })} as rank
      from users u left join user_stats t on t.user_id = u.id where u.id = ${userId}`)
  ).rows;
  if (!r) return null;
  return {
    learner: {
      id: r.id,
      name: r.name,
      email: r.email,
      timeZone: r.time_zone,
      createdAt: new Date(r.created_at),
    },
    stats: {
      points: r.points ?? 0,
      solved: r.solved ?? 0,
      hardSolved: r.hard_solved ?? 0,
      judged: r.judged ?? 0,
      accepted: r.accepted ?? 0,
      pointsAt: r.points_at ? new Date(r.points_at) : null,
      streak: {
        longest: r.streak_longest ?? 0,
        lastDay: r.streak_last_day ?? null,
        lastRun: r.streak_last_run ?? 0,
      },
      activeSeconds: r.active_seconds ?? 0,
    },
    rank: r.rank ?? null,
  };
}

/**
 * A ranking: all time (user_stats) or one leaderboard window (leaderboard_periods rows of
 * `period`: a key, or a placeholder in a prepared statement).
 */
export type RankScope = { kind: 'all' } | { kind: 'period'; period: string | SQLWrapper };

export function scopeKey(scope: RankScope): string | SQLWrapper {
  return scope.kind === 'all' ? 'all' : scope.period;
}

function scopeTable(scope: RankScope, alias: string) {
  const a = sql.raw(alias);
  return scope.kind === 'all'
    ? { from: sql`user_stats ${a}`, where: sql`true` }
    : { from: sql`leaderboard_periods ${a}`, where: sql`${a}.period = ${scope.period}` };
}

/**
 * The rank (definitions.compareRank) of the learner whose row in the scope's table is aliased
 * `t`, among enabled accounts with points; null without points. Learners above t's total come
 * from points_histogram (one row per distinct total), those tied ahead from an index range on the
 * rank index, and disabled accounts ahead (rare) are subtracted through users_disabled_idx: no
 * request counts learners one by one. Reads t's columns, so it is one expression in t's query.
 */
export function rankExpr(scope: RankScope) {
  const x = scopeTable(scope, 'x');
  const ahead = sql`(x.points > t.points or (x.points = t.points and (x.points_at < t.points_at
    or (x.points_at = t.points_at and x.user_id < t.user_id))))`;
  return sql`case when t.points > 0 and t.points_at is not null then (
    (select coalesce(sum(h.learners), 0) from points_histogram h where h.scope = ${scopeKey(scope)} and h.points > t.points)
    + (select count(*) from ${x.from} where ${x.where} and x.points > 0 and x.points = t.points
        and (x.points_at < t.points_at or (x.points_at = t.points_at and x.user_id < t.user_id)))
    - (select count(*) from users u join ${x.from} on x.user_id = u.id
        where u.disabled and ${x.where} and x.points > 0 and ${ahead})
    + 1)::int end`;
}

/** How many enabled learners a scope ranks, as one expression (a statement computes it once). */
export function rankedCountExpr(scope: RankScope) {
  const x = scopeTable(scope, 'x');
  return sql`((select coalesce(sum(learners), 0) from points_histogram where scope = ${scopeKey(scope)} and points > 0)
    - (select count(*) from users u join ${x.from} on x.user_id = u.id
        where u.disabled and ${x.where} and x.points > 0))::int`;
}

/**
 * Remembers today's (UTC) rank for the "positions since" caption; the latest look of a day wins.
 * One statement, which writes only when the day's rank moved: most looks find it unchanged,
 * write nothing and so wait for no disk flush.
 */
export async function recordRank(db: Db, userId: string, rank: number | null, now: Date): Promise<void> {
  if (rank === null) return;
  const day = now.toISOString().slice(0, 10);
  await db.execute(sql`
    insert into rank_snapshots (user_id, day, rank)
    select ${userId}::uuid, ${day}::date, ${rank}::int
    where not exists (
      select 1 from rank_snapshots where user_id = ${userId}::uuid and day = ${day}::date and rank = ${rank}::int)
    on conflict (user_id, day) do update set rank = excluded.rank where rank_snapshots.rank <> excluded.rank`);
}

export async function loadDays(db: Db, userId: string, from?: Day): Promise<DayRow[]> {
  const rows = (
    await db.execute<{
      day: string;
      judged: number;
      accepted: number;
      solved: number;
      points: number;
      easy_solved: number;
      medium_solved: number;
      hard_solved: number;
      seconds: number;
    }>(sql`select day::text, judged, accepted, solved, points, easy_solved, medium_solved, hard_solved, seconds
      from user_days where user_id = ${userId} ${from ? sql`and day >= ${from}` : sql``} order by day`)
  ).rows;
  return rows.map((r) => ({
    day: r.day,
    judged: r.judged,
    accepted: r.accepted,
    solved: r.solved,
    points: r.points,
    easySolved: r.easy_solved,
    mediumSolved: r.medium_solved,
    hardSolved: r.hard_solved,
    seconds: r.seconds,
  }));
}

export interface CategoryRow {
  category: string;
  judged: number;
  accepted: number;
  solved: number;
}

export async function loadCategories(db: Db, userId: string): Promise<CategoryRow[]> {
  return (
    await db.execute<{ category: string; judged: number; accepted: number; solved: number }>(
      sql`select category, judged, accepted, solved from user_categories where user_id = ${userId}`,
    )
  ).rows;
}

export interface EarnedRow {
  id: string;
  name: string;
  description: string;
  earnedAt: Date;
}

/** Earned achievements, newest first (unknown ids from a retired rule are skipped). */
export async function loadAchievements(db: Db, userId: string, since?: Date): Promise<EarnedRow[]> {
  const rows = (
    await db.execute<{ achievement: string; earned_at: Date }>(sql`
      select achievement, earned_at from user_achievements where user_id = ${userId}
      ${since ? sql`and earned_at >= ${since}` : sql``}
      order by earned_at desc, achievement`)
  ).rows;
  const out: EarnedRow[] = [];
  for (const r of rows) {
    const rule = achievementById(r.achievement);
    if (rule)
      out.push({
        id: rule.id,
        name: rule.name,
        description: rule.description,
        earnedAt: new Date(r.earned_at),
      });
  }
  return out;
}

export const ACHIEVEMENT_TOTAL = ACHIEVEMENTS.length;

/** The facts the achievement rules read, as of now (no verdict in flight: speedSolve is false). */
export function factsOf(
  stats: LearnerStats,
  cats: readonly CategoryRow[],
  timeZone: string,
  now: Date,
): AchievementFacts {
  return {
    solved: stats.solved,
    points: stats.points,
    judged: stats.judged,
    accepted: stats.accepted,
    hardSolved: stats.hardSolved,
    longestStreak: stats.streak.longest,
    currentStreak: currentStreak(stats.streak, localDay(now, timeZone)),
    maxCategorySolved: cats.reduce((m, c) => Math.max(m, c.solved), 0),
    categoriesSolved: cats.filter((c) => c.solved > 0).length,
    speedSolve: false,
  };
}
