import type { GoalKind, LearnSummaryResponse, WeeklyGoal } from '@codecoach/contracts';
import type { Db } from '../../db/client.ts';
import { errors } from '../../lib/errors.ts';
import { currentStreak, dayNumber, localDay, weekStart } from '../progress/definitions.ts';
import { loadAchievements, loadProfile } from '../progress/queries.ts';
import { percent } from './paths.ts';
import { loadGoal, loadPlan, weekTotals } from './repository.ts';
import { readReview } from './review.ts';

/** Without a goal of their own: this week's problems of the saved study plan, else this many. */
export const DEFAULT_WEEKLY_PROBLEMS = 5;

/** The weekly goal with progress from real solves (first solves) or active minutes this week. */
export async function readGoal(db: Db, userId: string, now: Date, timeZone: string): Promise<WeeklyGoal> {
  const today = localDay(now, timeZone);
  const from = weekStart(today);
  const [own, totals, saved] = await Promise.all([
    loadGoal(db, userId),
    weekTotals(db, userId, from),
    loadPlan(db, userId),
  ]);
  let kind: GoalKind = own?.kind ?? 'problems';
  let target = own?.target ?? DEFAULT_WEEKLY_PROBLEMS;
  if (!own && saved) {
    const startDay = localDay(new Date(saved.plan.generatedAt), timeZone);
    const index = Math.floor((dayNumber(today) - dayNumber(startDay)) / 7);
    const week = saved.plan.weeks[Math.max(0, Math.min(index, saved.plan.weeks.length - 1))];
    if (week && week.practiceProblems.length > 0) {
      kind = 'problems';
      target = week.practiceProblems.length;
    }
  }
  const done = kind === 'problems' ? totals.solved : Math.floor(totals.seconds / 60);
  return { kind, target, done, percent: percent(done, target), weekStart: from, set: own !== null };
}

/** The side rail and the dashboard: goal, streak (and whether today still needs a solve), latest achievements, reviews due. */
export async function readSummary(db: Db, userId: string, now: Date): Promise<LearnSummaryResponse['data']> {
  const profile = await loadProfile(db, userId);
  if (!profile) throw errors.notFound('User not found');
  const tz = profile.learner.timeZone;
  const today = localDay(now, tz);
  const [goal, earned, review] = await Promise.all([
    readGoal(db, userId, now, tz),
    loadAchievements(db, userId),
    readReview(db, userId, now),
  ]);
  const streak = profile.stats.streak;
  return {
    goal,
    streak: {
      current: currentStreak(streak, today),
      longest: streak.longest,
      solvedToday: streak.lastDay === today,
    },
    achievements: earned.slice(0, 3).map((a) => ({ ...a, earnedAt: a.earnedAt.toISOString() })),
    review: { dueToday: review.today.length, dueTotal: review.dueTotal },
  };
}
