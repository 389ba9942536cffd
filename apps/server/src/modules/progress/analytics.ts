import {
  type AnalyticsData,
  type AnalyticsRange,
  CATEGORIES,
  CATEGORY_LABELS,
  type Category,
} from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errors } from '../../lib/errors.ts';
import { analyticsWindow, segmentLabel, segments, sumDays } from './buckets.ts';
import { accuracy, currentStreak, levelFor, localDay, startOfLocalDay, streakByDay } from './definitions.ts';
import { insights, type RangeCategory, weakAreas } from './insights.ts';
import { globalRank, loadAchievements, loadDays, loadLearner, loadStats, recordRank } from './queries.ts';
import { recommendFor } from './recommendations.ts';

/** Spec §9: green Easy, amber Medium, red Hard (mid tones that read on light and dark backgrounds). */
export const DIFFICULTY_COLORS = { Easy: '#22c55e', Medium: '#f59e0b', Hard: '#ef4444' } as const;

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * GET /api/analytics: every figure of spec §3 "Analytics data" for the range ending today in the
 * learner's time zone, from the learner's own aggregates (no submission is read).
 */
export async function buildAnalytics(
  db: Db,
  userId: string,
  range: AnalyticsRange,
  now: Date,
): Promise<AnalyticsData> {
  // Two rounds of independent reads: what needs no time zone, then what the range bounds.
  const [learner, stats, days, allEarned, totals, categories, rank, { unsolved, solvedBy }, timed] =
    await Promise.all([
      loadLearner(db, userId),
      loadStats(db, userId),
      loadDays(db, userId),
      loadAchievements(db, userId),
      db.execute<{ category: Category; n: number }>(
        sql`select category, count(*)::int as n from problems group by category`,
      ),
      db.execute<{ category: string; judged: number; accepted: number; solved: number }>(
        sql`select category, judged, accepted, solved from user_categories where user_id = ${userId}`,
      ),
      globalRank(db, userId),
      recommendFor(db, userId, 0),
      // Tracked time of each solved problem (at most the bank's size).
      db.execute<{ solved_at: Date; seconds: number }>(sql`
        select up.solved_at, t.seconds from user_problems up
        join user_problem_time t on t.user_id = up.user_id and t.problem_id = up.problem_id
        where up.user_id = ${userId} and up.solved_at is not null and t.seconds > 0`),
    ]);
  if (!learner) throw errors.notFound('User not found');
  recordRank(db, userId, rank, now);
  const tz = learner.timeZone;
  const today = localDay(now, tz);
  const w = analyticsWindow(range, today);
  const since = startOfLocalDay(w.from, tz);
  const [rangeCats, rankBefore] = await Promise.all([
    db.execute<{ category: Category; judged: number; accepted: number }>(sql`
      select category, sum(judged)::int as judged, sum(accepted)::int as accepted from user_category_days
      where user_id = ${userId} and day >= ${w.from} and day <= ${w.to} group by category`),
    rankAtStart(db, userId, since, now),
  ]);
  const categoryStats = categories.rows;
  const earned = allEarned.filter((a) => a.earnedAt >= since);
  const solvedTimes = timed.rows.filter((r) => new Date(r.solved_at) >= since).map((r) => r.seconds);
  const averageSeconds =
    solvedTimes.length === 0 ? null : solvedTimes.reduce((a, b) => a + b, 0) / solvedTimes.length;

  const inRange = sumDays(days, w.from, w.to);
  const before = sumDays(days, w.previous.from, w.previous.to);
  const streak = { current: currentStreak(stats.streak, today), longest: stats.streak.longest };
  const acceptedDays = days.filter((d) => d.accepted > 0).map((d) => d.day);
  const totalBy = new Map(totals.rows.map((r) => [r.category, r.n]));
  const solvedIn = new Map(categoryStats.map((c) => [c.category, c.solved]));
  const rangeBy = new Map(rangeCats.rows.map((r) => [r.category, r]));
  const rangeCategories: RangeCategory[] = rangeCats.rows.map((r) => ({
    category: r.category,
    judged: r.judged,
    accepted: r.accepted,
  }));
  const activeDays = days.filter(
    (d) => d.day >= w.from && d.day <= w.to && (d.judged > 0 || d.seconds > 0),
  ).length;

  return {
    range,
    from: w.from,
    to: w.to,
    bucket: w.by,
    timeZone: tz,
    overview: {
      totalProblems: [...totalBy.values()].reduce((a, b) => a + b, 0),
      solvedProblems: stats.solved,
      accuracy: accuracy(inRange.accepted, inRange.judged),
      averageTime: averageSeconds === null ? null : round(averageSeconds / 60, 1),
      streak,
      rank,
      points: stats.points,
      level: levelFor(stats.points),
    },
    changes: {
      solved: { current: inRange.solved, previous: before.solved },
      accuracy: {
        current: accuracy(inRange.accepted, inRange.judged),
        previous: accuracy(before.accepted, before.judged),
      },
      streak: { personalBest: streak.current > 0 && streak.current >= streak.longest },
      rank: rankBefore,
    },
    performanceData: segments(w.from, w.to, w.by).map((s) => {
      const t = sumDays(days, s.from, s.to);
      return {
        date: s.from,
        label: segmentLabel(s.from, w.by),
        problems: t.solved,
        accuracy: accuracy(t.accepted, t.judged),
        time: round(t.seconds / 60, 1),
      };
    }),
    categoryBreakdown: CATEGORIES.filter((c) => (totalBy.get(c) ?? 0) > 0).map((c) => {
      const r = rangeBy.get(c);
      return {
        category: c,
        name: CATEGORY_LABELS[c],
        solved: solvedIn.get(c) ?? 0,
        total: totalBy.get(c) ?? 0,
        accuracy: r ? accuracy(r.accepted, r.judged) : null,
        submissions: r?.judged ?? 0,
      };
    }),
    difficultyBreakdown: [
      { name: 'Easy', value: inRange.easySolved, color: DIFFICULTY_COLORS.Easy },
      { name: 'Medium', value: inRange.mediumSolved, color: DIFFICULTY_COLORS.Medium },
      { name: 'Hard', value: inRange.hardSolved, color: DIFFICULTY_COLORS.Hard },
    ],
    streakData: streakByDay(acceptedDays, w.from, w.to, today),
    accuracyTrend: segments(w.from, w.to, 'week').map((s) => {
      const t = sumDays(days, s.from, s.to);
      return { week: s.from, accuracy: accuracy(t.accepted, t.judged), submissions: t.judged };
    }),
    timeSpent: segments(w.from, w.to, w.by).map((s) => ({
      day: s.from,
      label: segmentLabel(s.from, w.by),
      hours: round(sumDays(days, s.from, s.to).seconds / 3600, 2),
    })),
    weeklyProgress: segments(w.from, w.to, 'week').map((s) => {
      const t = sumDays(days, s.from, s.to);
      return { week: s.from, problems: t.solved, points: t.points };
    }),
    recommendations: insights({
      categories: rangeCategories,
      unsolved,
      solvedBy,
      rangeDays: w.days,
      activeDays,
      currentStreak: streak.current,
      practisedToday: acceptedDays.includes(today),
      judgedInRange: inRange.judged,
    }),
    weakAreas: weakAreas(rangeCategories),
    achievements: earned.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      date: a.earnedAt.toISOString(),
    })),
  };
}

/**
 * The rank to compare against: the last one recorded on or before the range's first day, else the
 * first recorded inside the range before today; null when none was recorded.
 */
async function rankAtStart(db: Db, userId: string, since: Date, now: Date) {
  const startDay = since.toISOString().slice(0, 10);
  const todayUtc = now.toISOString().slice(0, 10);
  const [row] = (
    await db.execute<{ day: string; rank: number }>(sql`
      (select day::text, rank from rank_snapshots where user_id = ${userId} and day <= ${startDay}
        order by day desc limit 1)
      union all
      (select day::text, rank from rank_snapshots where user_id = ${userId} and day > ${startDay} and day < ${todayUtc}
        order by day asc limit 1)`)
  ).rows;
  return row ? { previous: row.rank, since: row.day } : { previous: null, since: null };
}
