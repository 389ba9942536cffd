import type { ActivityItem, DashboardPeriod, UserStatsResponse } from '@codecoach/contracts';
import type { Db } from '../../db/client.ts';
import { bestEffort } from '../../lib/best-effort.ts';
import { errors } from '../../lib/errors.ts';
import { createSubmissionQueries } from '../submissions/queries.ts';
import { nextMilestone } from './achievements.ts';
import { dashboardWindow, progressBuckets, sumDays } from './buckets.ts';
import { accuracy, addDays, currentStreak, localDay } from './definitions.ts';
import {
  ACHIEVEMENT_TOTAL,
  factsOf,
  loadAchievements,
  loadCategories,
  loadDays,
  loadProfile,
  recordRank,
} from './queries.ts';
import { loadCandidates, RECOMMENDATION_RULE, recommend } from './recommendations.ts';

type Dashboard = UserStatsResponse['data'];

/** GET /api/user/stats: everything the dashboard shows, from the aggregates (no submission scans). */
export async function buildDashboard(
  db: Db,
  userId: string,
  period: DashboardPeriod,
  now: Date,
): Promise<Dashboard> {
  // One round of independent reads (each an index lookup), so a busy machine schedules us once.
  // Days: the last 370 covers this year in any time zone; the window is cut once the zone is known.
  const [profile, cats, days, earned, recent, problems] = await Promise.all([
    loadProfile(db, userId),
    loadCategories(db, userId),
    loadDays(db, userId, addDays(now.toISOString().slice(0, 10), -370)),
    loadAchievements(db, userId),
    recentActivity(db, userId),
    loadCandidates(db, userId),
  ]);
  if (!profile) throw errors.notFound('User not found');
  const { learner, stats, rank } = profile;
  const { picks } = recommend(problems, cats);
  // A lost snapshot costs one caption, never the screen.
  await bestEffort('recording the rank snapshot', recordRank(db, userId, rank, now));
  const today = localDay(now, learner.timeZone);
  const window = dashboardWindow(period, today);
  const have = new Set(earned.map((a) => a.id));
  const totals = sumDays(days, window.from, window.to);
  return {
    statistics: {
      solvedProblems: stats.solved,
      points: stats.points,
      accuracy: accuracy(stats.accepted, stats.judged),
      rank,
    },
    streak: { current: currentStreak(stats.streak, today), longest: stats.streak.longest },
    timeZone: learner.timeZone,
    weeklyProgress: {
      period,
      from: window.from,
      to: window.to,
      buckets: progressBuckets(days, period, today),
      totals: {
        solved: totals.solved,
        submissions: totals.judged,
        points: totals.points,
        minutes: Math.floor(totals.seconds / 60),
      },
    },
    recentActivity: recent,
    achievements: earned.slice(0, 3).map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      earnedAt: a.earnedAt.toISOString(),
    })),
    achievementCount: { earned: earned.length, total: ACHIEVEMENT_TOTAL },
    nextMilestone: nextMilestone(factsOf(stats, cats, learner.timeZone, now), have),
    recommendations: picks.map((p) => ({
      _id: p.id,
      title: p.title,
      difficulty: p.difficulty,
      category: p.category,
      estimatedTime: p.estimatedMinutes,
      reason: p.reason,
    })),
    recommendationRule: RECOMMENDATION_RULE,
  };
}

/** The 5 latest submissions (any status: a pending one is activity too), via submissions_user_time_idx. */
async function recentActivity(db: Db, userId: string): Promise<ActivityItem[]> {
  const rows = await createSubmissionQueries(db).latestOfUser(userId, 5);
  return rows.map((r) => ({
    _id: r.id,
    problem: {
      _id: r.problem.id,
      title: r.problem.title,
      difficulty: r.problem.difficulty,
      category: r.problem.category,
    },
    status: r.status,
    language: r.language,
    points: r.points,
    submittedAt: r.submittedAt.toISOString(),
  }));
}
