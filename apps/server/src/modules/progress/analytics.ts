import {
  type AnalyticsData,
  type AnalyticsRange,
  CATEGORIES,
  CATEGORY_LABELS,
  type Category,
} from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bestEffort } from '../../lib/best-effort.ts';
import { errors } from '../../lib/errors.ts';
import { analyticsWindow, RANGE_DAYS, segmentLabel, segments, sumDays } from './buckets.ts';
import {
  accuracy,
  addDays,
  currentStreak,
  levelFor,
  localDay,
  startOfLocalDay,
  streakByDay,
} from './definitions.ts';
import { insights, type RangeCategory, weakAreas } from './insights.ts';
import { loadAchievements, loadCategories, loadDays, loadProfile, recordRank } from './queries.ts';
import { loadCandidates, recommend } from './recommendations.ts';

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
  // One round of independent reads. The learner's zone is not known until it returns, but local
  // today is within a day of UTC today: reads that depend on the range fetch its uncertain edge
  // days separately (a few rows), and the exact range is cut below.
  const utcToday = now.toISOString().slice(0, 10);
  const n = RANGE_DAYS[range];
  const edge = {
    lo: addDays(utcToday, -n - 1),
    safeFrom: addDays(utcToday, -n + 2),
    safeTo: addDays(utcToday, -1),
  };
  const [profile, days, allEarned, categories, problems, timed, rangeCats, snaps] = await Promise.all([
    loadProfile(db, userId),
    loadDays(db, userId),
    loadAchievements(db, userId),
    loadCategories(db, userId),
    loadCandidates(db, userId),
    // Tracked time of each solved problem (at most the bank's size).
    db.execute<{ solved_at: Date; seconds: number }>(sql`
        select up.solved_at, t.seconds from user_problems up
        join user_problem_time t on t.user_id = up.user_id and t.problem_id = up.problem_id
        where up.user_id = ${userId} and up.solved_at is not null and t.seconds > 0`),
    // Per category: days certainly in the range summed, the uncertain edge days one by one.
    db.execute<{ category: Category; day: string | null; judged: number; accepted: number }>(sql`
        select category, null::text as day, sum(judged)::int as judged, sum(accepted)::int as accepted
        from user_category_days where user_id = ${userId} and day between ${edge.safeFrom} and ${edge.safeTo}
        group by category
        union all
        select category, day::text, judged, accepted from user_category_days
        where user_id = ${userId} and day >= ${edge.lo} and day <= ${addDays(utcToday, 1)}
          and not (day between ${edge.safeFrom} and ${edge.safeTo})`),
    // Rank snapshots around the range's start (rankBefore picks the right one).
    db.execute<{ day: string; rank: number }>(sql`
        (select day::text, rank from rank_snapshots where user_id = ${userId} and day < ${edge.lo}
          order by day desc limit 1)
        union all
        (select day::text, rank from rank_snapshots where user_id = ${userId}
          and day between ${edge.lo} and ${edge.safeFrom})
        union all
        (select day::text, rank from rank_snapshots where user_id = ${userId} and day > ${edge.safeFrom}
          and day < ${utcToday} order by day asc limit 1)`),
  ]);
  if (!profile) throw errors.notFound('User not found');
  const { learner, stats, rank } = profile;
  // A lost snapshot costs one caption, never the screen.
  await bestEffort('recording the rank snapshot', recordRank(db, userId, rank, now));
  const { unsolved, solvedBy } = recommend(problems, categories, 0);
  const tz = learner.timeZone;
  const today = localDay(now, tz);
  const w = analyticsWindow(range, today);
  const since = startOfLocalDay(w.from, tz);
  const rangeCategories = rangeTotals(rangeCats.rows, w.from, w.to);
  const rankBefore = pickRankBefore(snaps.rows, since.toISOString().slice(0, 10), utcToday);
  const categoryStats = categories;
  const earned = allEarned.filter((a) => a.earnedAt >= since);
  const solvedTimes = timed.rows.filter((r) => new Date(r.solved_at) >= since).map((r) => r.seconds);
  const averageSeconds =
    solvedTimes.length === 0 ? null : solvedTimes.reduce((a, b) => a + b, 0) / solvedTimes.length;

  const inRange = sumDays(days, w.from, w.to);
  const before = sumDays(days, w.previous.from, w.previous.to);
  const streak = { current: currentStreak(stats.streak, today), longest: stats.streak.longest };
  const acceptedDays = days.filter((d) => d.accepted > 0).map((d) => d.day);
  const totalBy = new Map<string, number>();
  for (const p of problems) totalBy.set(p.category, (totalBy.get(p.category) ?? 0) + 1);
  const solvedIn = new Map(categoryStats.map((c) => [c.category, c.solved]));
  const rangeBy = new Map(rangeCategories.map((r) => [r.category, r]));
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

/** Sums per category the rows inside [from, to]; a row without a day was summed inside it already. */
export function rangeTotals(
  rows: ReadonlyArray<{ category: Category; day: string | null; judged: number; accepted: number }>,
  from: string,
  to: string,
): RangeCategory[] {
  const by = new Map<Category, RangeCategory>();
  for (const r of rows) {
    if (r.day !== null && (r.day < from || r.day > to)) continue;
    const c = by.get(r.category) ?? { category: r.category, judged: 0, accepted: 0 };
    c.judged += r.judged;
    c.accepted += r.accepted;
    by.set(r.category, c);
  }
  return [...by.values()];
}

/**
 * The rank to compare against: the last one recorded on or before the range's first day (UTC
 * date of its start), else the first recorded inside the range before today; null when none.
 */
export function pickRankBefore(
  rows: ReadonlyArray<{ day: string; rank: number }>,
  startDay: string,
  todayUtc: string,
) {
  const sorted = [...rows].sort((a, b) => (a.day < b.day ? -1 : 1));
  const before = sorted.filter((r) => r.day <= startDay).at(-1);
  const after = sorted.find((r) => r.day > startDay && r.day < todayUtc);
  const row = before ?? after;
  return row ? { previous: row.rank, since: row.day } : { previous: null, since: null };
}
