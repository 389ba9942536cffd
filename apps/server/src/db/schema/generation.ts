import { CATEGORIES, DIFFICULTIES, GENERATION_STEPS } from '@codecoach/contracts';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './enums.ts';
import { problems } from './problems.ts';
import { users } from './users.ts';

/** Generate AI Problem: one row per request, from queued to succeeded (with its problem) or failed (with why). */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed'] })
      .notNull()
      .default('queued'),
    difficulty: text('difficulty', { enum: DIFFICULTIES }).notNull(),
    topic: text('topic', { enum: CATEGORIES }).notNull(),
    requirements: text('requirements'),
    engine: text('engine', { enum: ['builtin', 'openai-compatible'] }).notNull(),
    seed: integer('seed').notNull(),
    step: text('step', { enum: GENERATION_STEPS }),
    progress: integer('progress').notNull().default(0),
    /**
     * The queue attempt that owns the job (graphile-worker's attempt number): a worker that took
     * it over after another's death claims it with a higher one, and every write of the previous
     * one (steps, failure, the problem) is then refused, so its proof stops and stores nothing.
     */
    attempt: integer('attempt').notNull().default(0),
    family: text('family'),
    problemId: uuid('problem_id').references(() => problems.id, { onDelete: 'set null' }),
    reason: text('reason'),
    notes: jsonb('notes').$type<string[]>().notNull().default([]),
    checks: jsonb('checks')
      .$type<Array<{ name: string; ok: boolean; detail: string; ms: number }>>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('generation_jobs_status_check', oneOf(t.status, ['queued', 'running', 'succeeded', 'failed'])),
    check('generation_jobs_difficulty_check', oneOf(t.difficulty, DIFFICULTIES)),
    check('generation_jobs_topic_check', oneOf(t.topic, CATEGORIES)),
    index('generation_jobs_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** A problem made by the generator: whose it is, how it was made, and whether an admin published it. */
export const generatedProblems = pgTable(
  'generated_problems',
  {
    problemId: uuid('problem_id')
      .primaryKey()
      .references(() => problems.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    family: text('family').notNull(),
    seed: integer('seed').notNull(),
    engine: text('engine', { enum: ['builtin', 'openai-compatible'] }).notNull(),
    /** Private to its owner until an admin publishes it to the bank. */
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('generated_problems_owner_idx').on(t.ownerId)],
);
