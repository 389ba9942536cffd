import { GOAL_KINDS, type StudyPlan } from '@codecoach/contracts';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './enums.ts';
import { users } from './users.ts';

/**
 * The Learn screen's per-learner state (docs/decisions/017-learn.md). Path and topic progress and
 * the review schedule are not stored: they are computed from accepted submissions on each read, so
 * they are always right and never go back when content is edited.
 */

/** Mark as Complete on a tutorial; the tutorial id is content/learn/tutorials/<id>. */
export const tutorialCompletions = pgTable(
  'tutorial_completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorialId: text('tutorial_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tutorialId] })],
);

/** The learner's saved study plan (one; saving another replaces it). */
export const studyPlans = pgTable('study_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: jsonb('plan').$type<StudyPlan>().notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The learner's weekly goal: solved problems or active minutes per week (Monday to Sunday, their zone). */
export const weeklyGoals = pgTable(
  'weekly_goals',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: GOAL_KINDS }).notNull(),
    target: integer('target').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('weekly_goals_kind_check', oneOf(t.kind, GOAL_KINDS))],
);
