import { sql } from 'drizzle-orm';
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

export async function loadLearner(db: Db, userId: string): Promise<Learner | null> {
  const [row] = (
    await db.execute<{ id: string; name: string; email: string; time_zone: string; created_at: Date }>(
      sql`select id, name, email, time_zone, created_at from users where id = ${userId}`,
    )
  ).rows;
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    timeZone: row.time_zone,
    createdAt: new Date(row.created_at),
  };
}

export async function loadStats(db: Db, userId: string): Promise<LearnerStats> {
  const [r] = (
    await db.execute<{
      points: number;
      solved: number;
      hard_solved: number;
      judged: number;
      accepted: number;
      points_at: Date | null;
      streak_last_day: string | null;
      streak_last_run: number;
      streak_longest: number;
      active_seconds: number;
    }>(sql`select points, solved, hard_solved, judged, accepted, points_at, streak_last_day::text,
      streak_last_run, streak_longest, active_seconds from user_stats where user_id = ${userId}`)
  ).rows;
  return {
    points: r?.points ?? 0,
    solved: r?.solved ?? 0,
    hardSolved: r?.hard_solved ?? 0,
    judged: r?.judged ?? 0,
    accepted: r?.accepted ?? 0,
    pointsAt: r?.points_at ? new Date(r.points_at) : null,
    streak: {
      longest: r?.streak_longest ?? 0,
      lastDay: r?.streak_last_day ?? null,
      lastRun: r?.streak_last_run ?? 0,
    },
    activeSeconds: r?.active_seconds ?? 0,
  };
}

/**
 * Global rank by points (definitions.compareRank), among enabled accounts with points; null
 * without points. Counts the learners ahead through user_stats_rank_idx.
 */
export async function globalRank(
  db: Db,
  userId: string,
  s: Pick<LearnerStats, 'points' | 'pointsAt'>,
): Promise<number | null> {
  if (s.points <= 0 || !s.pointsAt) return null;
  const [r] = (
    await db.execute<{ ahead: number }>(sql`
      select count(*)::int as ahead from user_stats s join users u on u.id = s.user_id
      where s.points > 0 and not u.disabled and (
        s.points > ${s.points}
        or (s.points = ${s.points} and (s.points_at < ${s.pointsAt}
          or (s.points_at = ${s.pointsAt} and s.user_id < ${userId}))))`)
  ).rows;
  return (r?.ahead ?? 0) + 1;
}

/** Remembers today's (UTC) rank for the "positions since" caption; the latest look of a day wins. */
export async function recordRank(db: Db, userId: string, rank: number | null, now: Date): Promise<void> {
  if (rank === null) return;
  await db.execute(sql`
    insert into rank_snapshots (user_id, day, rank) values (${userId}, ${now.toISOString().slice(0, 10)}, ${rank})
    on conflict (user_id, day) do update set rank = excluded.rank`);
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
