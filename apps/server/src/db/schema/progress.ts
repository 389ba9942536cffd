import { CATEGORIES } from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { problems } from './problems.ts';
import { users } from './users.ts';

/**
 * Progress aggregates (docs/progress.md, docs/decisions/007-progress.md). All of them are
 * maintained in the verdict's transaction (modules/progress/on-verdict.ts) or by the browser's
 * time reports, so that no request scans submissions; `rebuildProgress` recomputes them.
 */

/** One row per learner with a judged submission or reported time: totals, streak, time. */
export const userStats = pgTable(
  'user_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    solved: integer('solved').notNull().default(0),
    hardSolved: integer('hard_solved').notNull().default(0),
    /** Judged submissions (every final verdict except internal_error). */
    judged: integer('judged').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    /** When the current points total was reached: the tie-break of the rank (earlier first). */
    pointsAt: timestamp('points_at', { withTimezone: true }),
    /** The latest local day with an accepted submission, and the run of days ending on it. */
    streakLastDay: date('streak_last_day', { mode: 'string' }),
    streakLastRun: integer('streak_last_run').notNull().default(0),
    streakLongest: integer('streak_longest').notNull().default(0),
    activeSeconds: integer('active_seconds').notNull().default(0),
    /** End of the last credited time report: reports never cover the same wall-clock time twice. */
    heartbeatUntil: timestamp('heartbeat_until', { withTimezone: true }),
  },
  (t) => [
    index('user_stats_rank_idx')
      .on(t.points.desc(), t.pointsAt.asc(), t.userId.asc())
      .where(sql`${t.points} > 0`),
  ],
);

/** Per learner and local calendar day (the learner's time zone when it happened). */
export const userDays = pgTable(
  'user_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    judged: integer('judged').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    solved: integer('solved').notNull().default(0),
    points: integer('points').notNull().default(0),
    easySolved: integer('easy_solved').notNull().default(0),
    mediumSolved: integer('medium_solved').notNull().default(0),
    hardSolved: integer('hard_solved').notNull().default(0),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Per learner and category, all time: drives recommendations and Category Expert. */
export const userCategories = pgTable(
  'user_categories',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: CATEGORIES }).notNull(),
    judged: integer('judged').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    solved: integer('solved').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/**
 * Per learner, category and local day: the per-category accuracy of any date range without
 * reading submissions.
 */
export const userCategoryDays = pgTable(
  'user_category_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category', { enum: CATEGORIES }).notNull(),
    judged: integer('judged').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.category] })],
);

/**
 * How many learners hold each points total, per ranking scope (`all`, or a leaderboard_periods
 * key): a rank is the learners above one's total (a sum over at most a few thousand distinct
 * totals) plus those tied ahead, so no request counts the learners one by one.
 */
export const pointsHistogram = pgTable(
  'points_histogram',
  {
    scope: text('scope').notNull(),
    points: integer('points').notNull(),
    learners: integer('learners').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.points] })],
);

/** Points per learner in each UTC calendar week (`week:YYYY-MM-DD`, a Monday) and month (`month:YYYY-MM`). */
export const leaderboardPeriods = pgTable(
  'leaderboard_periods',
  {
    period: text('period').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    solved: integer('solved').notNull().default(0),
    judged: integer('judged').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    pointsAt: timestamp('points_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.userId] }),
    index('leaderboard_periods_rank_idx')
      .on(t.period, t.points.desc(), t.pointsAt.asc(), t.userId.asc())
      .where(sql`${t.points} > 0`),
  ],
);

export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievement: text('achievement').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievement] })],
);

/** Active time on the solve screen per learner and problem (Speed Demon, average time per solve). */
export const userProblemTime = pgTable(
  'user_problem_time',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemId] })],
);

/**
 * The learner's global rank as last seen on each UTC day they looked: the "positions since" caption
 * compares against it (a past rank cannot be recomputed cheaply once everyone's points moved on).
 */
export const rankSnapshots = pgTable(
  'rank_snapshots',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
