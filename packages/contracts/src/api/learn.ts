import { z } from 'zod';
import { Category, Difficulty } from '../domain.ts';
import { Envelope } from './common.ts';
import { EarnedAchievement, LocalDate, Streak } from './progress.ts';

/** Learn screen (spec §2 Learn, §3 Learning path / Tutorial / Study plan; docs/decisions/017-learn.md). */

export const LEARN_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const LearnLevel = z.enum(LEARN_LEVELS);
export type LearnLevel = z.infer<typeof LearnLevel>;

/** Spec §9: tutorials show up to 3 tags; the study plan shows the first 3 weeks. */
export const TUTORIAL_TAGS_SHOWN = 3;
export const STUDY_PLAN_WEEKS_SHOWN = 3;

export const LearnProblem = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  difficulty: Difficulty,
  category: Category,
  estimatedMinutes: z.number().int(),
  solved: z.boolean(),
});
export type LearnProblem = z.infer<typeof LearnProblem>;

export const PathTopic = z.object({
  id: z.string(),
  name: z.string(),
  /** Every problem of the topic solved (accepted). */
  completed: z.boolean(),
  /** How many problems practise it, and how many of them the learner solved (never more). */
  problems: z.number().int(),
  solvedProblems: z.number().int(),
  tutorial: z.object({ id: z.string(), title: z.string(), completed: z.boolean() }),
  prerequisites: z.array(z.object({ id: z.string(), name: z.string(), met: z.boolean() })),
  problemList: z.array(LearnProblem),
});
export type PathTopic = z.infer<typeof PathTopic>;

export const LearningPath = z.object({
  id: z.string(),
  title: z.string(),
  icon: z.string(),
  difficulty: LearnLevel,
  /** "About 9 hours": the problems' estimated minutes plus the tutorials' durations. */
  duration: z.string(),
  durationMinutes: z.number().int(),
  /** 0-100, solved problems of the path's topics over their count (clamped). */
  progress: z.number().int().min(0).max(100),
  description: z.string(),
  /** Where Start Learning goes: the path's category, or the next unfinished topic's. */
  practiceCategory: Category,
  topics: z.array(PathTopic),
  totalProblems: z.number().int(),
  solvedProblems: z.number().int(),
});
export type LearningPath = z.infer<typeof LearningPath>;

export const PathsResponse = Envelope.extend({ data: z.object({ paths: z.array(LearningPath) }) });
export type PathsResponse = z.infer<typeof PathsResponse>;

export const TutorialSummary = z.object({
  id: z.string(),
  title: z.string(),
  category: Category,
  /** "15 min" */
  duration: z.string(),
  difficulty: LearnLevel,
  description: z.string(),
  tags: z.array(z.string()),
  completed: z.boolean(),
});
export type TutorialSummary = z.infer<typeof TutorialSummary>;

export const EXAMPLE_LANGS = ['javascript', 'python', 'java', 'cpp'] as const;
export const TutorialDetail = TutorialSummary.extend({
  /** Markdown; rendered without raw HTML. */
  content: z.string(),
  example: z.object({
    title: z.string(),
    code: z.object({ javascript: z.string(), python: z.string(), java: z.string(), cpp: z.string() }),
    tests: z.array(z.object({ input: z.string(), output: z.string() })),
  }),
});
export type TutorialDetail = z.infer<typeof TutorialDetail>;

export const TutorialsResponse = Envelope.extend({ data: z.object({ tutorials: z.array(TutorialSummary) }) });
export type TutorialsResponse = z.infer<typeof TutorialsResponse>;
export const TutorialResponse = Envelope.extend({ data: z.object({ tutorial: TutorialDetail }) });
export type TutorialResponse = z.infer<typeof TutorialResponse>;
export const TutorialParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Unknown tutorial') });
export const TUTORIAL_COMPLETED_MESSAGE = 'Tutorial marked as completed!';

// ---- Study plan ------------------------------------------------------------------------------

export const STUDY_PLAN_DEFAULT_WEEKS = 8;
export const STUDY_PLAN_DEFAULT_HOURS = 5;
export const STUDY_PLAN_MAX_WEEKS = 52;

export const PlanProblem = LearnProblem;
export const PlanWeek = z.object({
  week: z.number().int().min(1),
  theme: z.string().max(200),
  topics: z.array(z.string().max(120)).max(20),
  practiceProblems: z.array(PlanProblem).max(60),
  goals: z.array(z.string().max(300)).max(10),
  estimatedHours: z.number().min(0).max(200),
});
export type PlanWeek = z.infer<typeof PlanWeek>;

export const StudyPlan = z.object({
  title: z.string().max(200),
  /** "8 weeks" */
  duration: z.string().max(40),
  difficulty: LearnLevel,
  focusAreas: z.array(Category).max(18),
  weeks: z.array(PlanWeek).min(1).max(STUDY_PLAN_MAX_WEEKS),
  recommendations: z.object({
    dailyPractice: z.string().max(300),
    resources: z.array(z.string().max(200)).max(10),
    milestones: z.array(z.string().max(300)).max(10),
  }),
  targetDate: LocalDate,
  hoursPerWeek: z.number().int().min(1).max(60),
  /** Which engine wrote it: the built-in planner, or a model that rewrote themes and goals. */
  engine: z.string().max(80),
  generatedAt: z.string(),
});
export type StudyPlan = z.infer<typeof StudyPlan>;

export const GeneratePlanRequest = z.object({
  targetDate: LocalDate.optional(),
  hoursPerWeek: z
    .number()
    .int()
    .min(1, 'Hours per week must be between 1 and 60')
    .max(60, 'Hours per week must be between 1 and 60')
    .optional(),
});
export type GeneratePlanRequest = z.infer<typeof GeneratePlanRequest>;

export const PlanProgress = z.object({
  solved: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
});
export const StudyPlanResponse = Envelope.extend({
  data: z.object({
    plan: StudyPlan.nullable(),
    progress: PlanProgress.nullable(),
    savedAt: z.string().nullable(),
  }),
});
export type StudyPlanResponse = z.infer<typeof StudyPlanResponse>;
export const SavePlanRequest = z.object({ plan: StudyPlan });
export const STUDY_PLAN_SAVED_MESSAGE = 'Study plan saved!';

// ---- Spaced review, weekly goal, side rail ---------------------------------------------------

export const REVIEW_DAILY_CAP = 5;
export const ReviewItem = z.object({
  problem: LearnProblem,
  due: z.string(),
  /** Days since the last review; the FSRS retrievability now, 0-100. */
  lastReviewed: z.string(),
  recall: z.number().int().min(0).max(100),
  reviews: z.number().int(),
});
export type ReviewItem = z.infer<typeof ReviewItem>;
export const ReviewResponse = Envelope.extend({
  data: z.object({
    /** Today's share of the due reviews, at most the daily cap minus the reviews done today. */
    today: z.array(ReviewItem),
    dueTotal: z.number().int(),
    reviewedToday: z.number().int(),
    dailyCap: z.number().int(),
    /** Every solved problem has a card; the next days' planned load with the cap applied. */
    scheduled: z.number().int(),
    /** When the earliest review not due today comes due (null without one). */
    nextDue: z.string().nullable(),
    upcoming: z.array(z.object({ date: LocalDate, count: z.number().int() })),
  }),
});
export type ReviewResponse = z.infer<typeof ReviewResponse>;

export const GOAL_KINDS = ['problems', 'minutes'] as const;
export const GoalKind = z.enum(GOAL_KINDS);
export type GoalKind = z.infer<typeof GoalKind>;
export const WeeklyGoal = z.object({
  kind: GoalKind,
  target: z.number().int(),
  done: z.number().int(),
  percent: z.number().int().min(0).max(100),
  weekStart: LocalDate,
  /** Whether the learner set it; otherwise the default is shown with set: false. */
  set: z.boolean(),
});
export type WeeklyGoal = z.infer<typeof WeeklyGoal>;
export const SetGoalRequest = z.object({
  kind: GoalKind,
  target: z
    .number()
    .int()
    .min(1, 'Goal must be between 1 and 10000')
    .max(10000, 'Goal must be between 1 and 10000'),
});
export const GoalResponse = Envelope.extend({ data: z.object({ goal: WeeklyGoal }) });

export const LearnSummaryResponse = Envelope.extend({
  data: z.object({
    goal: WeeklyGoal,
    streak: Streak.extend({ solvedToday: z.boolean() }),
    achievements: z.array(EarnedAchievement),
    review: z.object({ dueToday: z.number().int(), dueTotal: z.number().int() }),
  }),
});
export type LearnSummaryResponse = z.infer<typeof LearnSummaryResponse>;
