import { CATEGORIES, CHECKERS, DIFFICULTIES, type Signature } from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './enums.ts';
import { users } from './users.ts';

export interface ExampleRow {
  input: string;
  output: string;
  explanation?: string;
}
export interface HintRow {
  order: number;
  content: string;
}

export const problems = pgTable(
  'problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    difficulty: text('difficulty', { enum: DIFFICULTIES }).notNull(),
    category: text('category', { enum: CATEGORIES }).notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    estimatedMinutes: integer('estimated_minutes').notNull().default(30),
    timeLimitMs: integer('time_limit_ms').notNull(),
    memoryLimitMb: integer('memory_limit_mb').notNull(),
    signature: jsonb('signature').$type<Signature>().notNull(),
    checker: text('checker', { enum: CHECKERS }).notNull(),
    /** Source of a `custom` checker (an ES module, default export), run only in the judge's sandbox (decision 019). */
    checkerCode: text('checker_code'),
    /**
     * The input validator (content/FORMAT.md "validator.py"): accepts exactly the inputs the
     * statement allows; Python for the bank, JavaScript for a generated problem; null without one.
     */
    validatorCode: text('validator_code'),
    validatorLanguage: text('validator_language', { enum: ['python', 'javascript'] }),
    constraints: jsonb('constraints').$type<string[]>().notNull(),
    hints: jsonb('hints').$type<HintRow[]>().notNull(),
    examples: jsonb('examples').$type<ExampleRow[]>().notNull(),
    editorial: text('editorial').notNull().default(''),
    /** Reference solutions by language; shown to learners only through the Solution reveal. */
    solutions: jsonb('solutions').$type<Record<string, string>>().notNull(),
    source: text('source', { enum: ['bank', 'ai', 'admin'] })
      .notNull()
      .default('bank'),
    /** Content hash of the bank folder: seeding updates a problem only when it changed. */
    version: text('version').notNull(),
    /** Running totals maintained when a verdict is written (never recomputed per request). */
    submissionsCount: integer('submissions_count').notNull().default(0),
    acceptedCount: integer('accepted_count').notNull().default(0),
    solvedBy: integer('solved_by').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when an admin unpublished it (Manage Problems, decision 027): hidden from practice and
     * every list, while everyone's submissions on it stay. Seeding never changes it.
     */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
  },
  (t) => [
    check('problems_difficulty_check', oneOf(t.difficulty, DIFFICULTIES)),
    check('problems_category_check', oneOf(t.category, CATEGORIES)),
    check('problems_checker_check', oneOf(t.checker, CHECKERS)),
    index('problems_category_idx').on(t.category),
    index('problems_difficulty_idx').on(t.difficulty),
    index('problems_created_idx').on(t.createdAt),
    // The list's Alphabetical order reads the first page from here, whatever the bank's size.
    index('problems_title_idx').on(t.title),
  ],
);

export const problemTests = pgTable(
  'problem_tests',
  {
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    input: jsonb('input').$type<unknown[]>().notNull(),
    expected: jsonb('expected').notNull(),
    hidden: boolean('hidden').notNull(),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.ordinal] })],
);

/** Per learner and problem: drives solved/attempted flags and solvedBy without scanning submissions. */
export const userProblems = pgTable(
  'user_problems',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.problemId] }),
    index('user_problems_problem_idx').on(t.problemId),
  ],
);
