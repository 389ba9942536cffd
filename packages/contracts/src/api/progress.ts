import { z } from 'zod';
import { Category, Difficulty, Language, SubmissionStatus } from '../domain.ts';
import { Envelope } from './common.ts';

/**
 * Progress, leaderboard and analytics (docs/progress.md has every definition). Percentages are
 * 0-100 and rounded down to one decimal, so a screen that rounds down again never shows more
 * than was earned. `null` means "nothing to measure yet", never 0.
 */

/** A calendar date in the learner's time zone, `YYYY-MM-DD`. */
export const LocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const Statistics = z.object({
  solvedProblems: z.number().int(),
  points: z.number().int(),
  /** Accepted / judged submissions, percent; null before the first judged submission. */
  accuracy: z.number().nullable(),
  /** Global rank by points; null until the learner has points. */
  rank: z.number().int().nullable(),
});
export type Statistics = z.infer<typeof Statistics>;

export const Streak = z.object({ current: z.number().int(), longest: z.number().int() });
export type Streak = z.infer<typeof Streak>;

// ---- Dashboard: GET /api/user/stats ----

export const DASHBOARD_PERIODS = ['week', 'month', 'year'] as const;
export const DashboardPeriod = z.enum(DASHBOARD_PERIODS);
export type DashboardPeriod = z.infer<typeof DashboardPeriod>;
export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  week: 'This Week',
  month: 'This Month',
  year: 'This Year',
};

export const UserStatsQuery = z.object({ period: DashboardPeriod.default('week') });

/** One bar of Weekly Progress: a day (week, month) or a month (year), in the learner's time zone. */
export const ProgressBucket = z.object({
  label: z.string(),
  from: LocalDate,
  to: LocalDate,
  solved: z.number().int(),
  submissions: z.number().int(),
  accepted: z.number().int(),
  points: z.number().int(),
  minutes: z.number().int(),
});
export type ProgressBucket = z.infer<typeof ProgressBucket>;

export const WeeklyProgress = z.object({
  period: DashboardPeriod,
  from: LocalDate,
  to: LocalDate,
  buckets: z.array(ProgressBucket),
  totals: z.object({
    solved: z.number().int(),
    submissions: z.number().int(),
    points: z.number().int(),
    minutes: z.number().int(),
  }),
});
export type WeeklyProgress = z.infer<typeof WeeklyProgress>;

export const ActivityItem = z.object({
  /** The submission's id. */
  _id: z.string(),
  problem: z.object({ _id: z.string(), title: z.string(), difficulty: Difficulty, category: Category }),
  status: SubmissionStatus,
  language: Language,
  points: z.number().int(),
  submittedAt: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItem>;

export const EarnedAchievement = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  earnedAt: z.string(),
});
export type EarnedAchievement = z.infer<typeof EarnedAchievement>;

/** The unearned achievement closest to completion, with its progress. */
export const NextMilestone = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  current: z.number().int(),
  target: z.number().int(),
  percent: z.number().int(),
});
export type NextMilestone = z.infer<typeof NextMilestone>;

export const RecommendedProblem = z.object({
  _id: z.string(),
  title: z.string(),
  difficulty: Difficulty,
  category: Category,
  estimatedTime: z.number().int(),
  /** Why this one, in words, e.g. "Graph: your lowest accuracy (40%)". */
  reason: z.string(),
});
export type RecommendedProblem = z.infer<typeof RecommendedProblem>;

export const UserStatsResponse = Envelope.extend({
  data: z.object({
    statistics: Statistics,
    streak: Streak,
    timeZone: z.string(),
    weeklyProgress: WeeklyProgress,
    recentActivity: z.array(ActivityItem),
    achievements: z.array(EarnedAchievement),
    /** How many achievements exist and how many the learner has. */
    achievementCount: z.object({ earned: z.number().int(), total: z.number().int() }),
    nextMilestone: NextMilestone.nullable(),
    recommendations: z.array(RecommendedProblem),
    /** The rule that picked the recommendations, shown beside them. */
    recommendationRule: z.string(),
  }),
});
export type UserStatsResponse = z.infer<typeof UserStatsResponse>;

// ---- Leaderboard: GET /api/user/leaderboard ----

export const TIMEFRAMES = ['all', 'month', 'week'] as const;
export const Timeframe = z.enum(TIMEFRAMES);
export type Timeframe = z.infer<typeof Timeframe>;
export const TIMEFRAME_LABELS: Record<Timeframe, string> = {
  all: 'All Time',
  month: 'This Month',
  week: 'This Week',
};
export const LEADERBOARD_LIMIT = 100;

export const LeaderboardQuery = z.object({
  timeframe: Timeframe.default('all'),
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_LIMIT).default(LEADERBOARD_LIMIT),
});

export const LeaderboardUser = z.object({
  _id: z.string(),
  name: z.string(),
  /** The caller's own address in full; anyone else's masked (e.g. `j***@e***`). */
  email: z.string(),
  statistics: z.object({
    points: z.number().int(),
    solvedProblems: z.number().int(),
    accuracy: z.number().nullable(),
    rank: z.number().int(),
  }),
  streak: Streak,
  createdAt: z.string(),
});
export type LeaderboardUser = z.infer<typeof LeaderboardUser>;

/** The caller's own standing; `rank` is null while they have no points in the timeframe. */
export const LeaderboardYou = LeaderboardUser.extend({
  statistics: LeaderboardUser.shape.statistics.extend({ rank: z.number().int().nullable() }),
});
export type LeaderboardYou = z.infer<typeof LeaderboardYou>;

export const LeaderboardResponse = Envelope.extend({
  data: z.object({
    timeframe: Timeframe,
    /** Start of the window (UTC), null for all time. */
    since: z.string().nullable(),
    /** Learners ranked in the timeframe (all of them, not only those listed). */
    total: z.number().int(),
    leaderboard: z.array(LeaderboardUser),
    you: LeaderboardYou,
  }),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponse>;

// ---- Analytics: GET /api/analytics ----

export const ANALYTICS_RANGES = ['7d', '30d', '90d', '1y'] as const;
export const AnalyticsRange = z.enum(ANALYTICS_RANGES);
export type AnalyticsRange = z.infer<typeof AnalyticsRange>;
export const ANALYTICS_RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7d': 'Last 7 Days',
  '30d': 'Last 30 Days',
  '90d': 'Last 3 Months',
  '1y': 'Last Year',
};
export const AnalyticsQuery = z.object({ range: AnalyticsRange.default('30d') });

const Pct = z.number().nullable();

export const AnalyticsData = z.object({
  range: AnalyticsRange,
  from: LocalDate,
  to: LocalDate,
  /** Granularity of performanceData and timeSpent: day (7d, 30d), week (90d), month (1y). */
  bucket: z.enum(['day', 'week', 'month']),
  timeZone: z.string(),
  overview: z.object({
    totalProblems: z.number().int(),
    solvedProblems: z.number().int(),
    /** In the range. */
    accuracy: Pct,
    /** Mean active minutes on the problems first solved in the range (only those with tracked time). */
    averageTime: z.number().nullable(),
    streak: Streak,
    rank: z.number().int().nullable(),
    points: z.number().int(),
    level: z.number().int(),
  }),
  /** The captions of the overview cards: this range against the one before it. */
  changes: z.object({
    solved: z.object({ current: z.number().int(), previous: z.number().int() }),
    accuracy: z.object({ current: Pct, previous: Pct }),
    streak: z.object({ personalBest: z.boolean() }),
    /** The rank recorded at (or nearest after) the start of the range, and when. */
    rank: z.object({ previous: z.number().int().nullable(), since: LocalDate.nullable() }),
  }),
  performanceData: z.array(
    z.object({
      date: LocalDate,
      label: z.string(),
      problems: z.number().int(),
      accuracy: Pct,
      time: z.number(),
    }),
  ),
  categoryBreakdown: z.array(
    z.object({
      category: Category,
      name: z.string(),
      /** Solved so far (all time) of `total` problems in the category. */
      solved: z.number().int(),
      total: z.number().int(),
      /** Accuracy of the range's submissions in the category. */
      accuracy: Pct,
      submissions: z.number().int(),
    }),
  ),
  difficultyBreakdown: z.array(
    z.object({ name: z.enum(['Easy', 'Medium', 'Hard']), value: z.number().int(), color: z.string() }),
  ),
  streakData: z.array(z.object({ date: LocalDate, streak: z.number().int() })),
  accuracyTrend: z.array(z.object({ week: LocalDate, accuracy: Pct, submissions: z.number().int() })),
  timeSpent: z.array(z.object({ day: LocalDate, label: z.string(), hours: z.number() })),
  weeklyProgress: z.array(
    z.object({ week: LocalDate, problems: z.number().int(), points: z.number().int() }),
  ),
  recommendations: z.array(
    z.object({
      type: z.enum(['weakness', 'strength', 'time']),
      title: z.string(),
      description: z.string(),
      priority: z.enum(['high', 'medium', 'low']),
      /** Minutes. */
      estimatedTime: z.number().int(),
    }),
  ),
  weakAreas: z.array(
    z.object({
      topic: z.string(),
      category: Category,
      accuracy: z.number(),
      /** The accuracy to aim for next. */
      improvement: z.number(),
    }),
  ),
  achievements: z.array(
    z.object({ id: z.string(), name: z.string(), description: z.string(), date: z.string() }),
  ),
});
export type AnalyticsData = z.infer<typeof AnalyticsData>;

export const AnalyticsResponse = Envelope.extend({ data: AnalyticsData });
export type AnalyticsResponse = z.infer<typeof AnalyticsResponse>;

// ---- Reports from the browser ----

/** Largest single time-spent report; the browser reports every ~30 s of active time. */
export const HEARTBEAT_MAX_SECONDS = 60;

export const TimeZoneRequest = z.object({
  timeZone: z
    .string()
    .min(1, 'Time zone is required')
    .max(64, 'Time zone is too long')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'Time zone must be an IANA name such as Europe/Paris'),
});
export type TimeZoneRequest = z.infer<typeof TimeZoneRequest>;
export const TimeZoneResponse = Envelope.extend({ data: z.object({ timeZone: z.string() }) });

export const HeartbeatRequest = z.object({
  problemId: z.string().min(1).max(100),
  seconds: z
    .number()
    .int()
    .min(1)
    .max(HEARTBEAT_MAX_SECONDS, `At most ${HEARTBEAT_MAX_SECONDS} seconds per report`),
});
export type HeartbeatRequest = z.infer<typeof HeartbeatRequest>;
export const HeartbeatResponse = Envelope.extend({
  /** The seconds counted (less than reported when reports come faster than the clock). */
  data: z.object({ credited: z.number().int() }),
});
