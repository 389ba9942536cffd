import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { problems } from './problems.ts';
import { users } from './users.ts';

export interface FailedTestRow {
  /** Readable form of the arguments, e.g. `nums = [2,7], target = 9`. */
  input: string;
  expectedOutput: unknown;
  actualOutput: unknown;
}

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    contestId: uuid('contest_id'),
    language: text('language').notNull(),
    code: text('code').notNull(),
    status: text('status').notNull().default('pending'),
    runtimeMs: integer('runtime_ms'),
    memoryMb: real('memory_mb'),
    testsPassed: integer('tests_passed').notNull().default(0),
    totalTests: integer('total_tests').notNull().default(0),
    errorMessage: text('error_message'),
    compileOutput: text('compile_output'),
    failedTest: jsonb('failed_test').$type<FailedTestRow>(),
    points: integer('points').notNull().default(0),
    /** How many times a worker picked it up; an internal error is retried, never charged. */
    judgeAttempts: integer('judge_attempts').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    judgedAt: timestamp('judged_at', { withTimezone: true }),
    /**
     * The verdict is written but the learner's progress aggregates are not yet: set in the
     * verdict's transaction, cleared in the transaction that applies them (right after the verdict
     * is published, or by the sweep after a crash). See decision 007.
     */
    progressPending: boolean('progress_pending').notNull().default(false),
  },
  (t) => [
    index('submissions_user_time_idx').on(t.userId, t.submittedAt),
    index('submissions_problem_idx').on(t.problemId),
    index('submissions_pending_user_idx').on(t.userId, t.status),
    index('submissions_progress_pending_idx').on(t.judgedAt).where(sql`${t.progressPending}`),
  ],
);

/**
 * Judge worker processes and their heartbeats. A process that stops beating is presumed dead:
 * its graphile-worker locks are released so another worker judges its submissions at once
 * (graphile-worker alone would wait 4 hours).
 */
export const judgeWorkers = pgTable('judge_workers', {
  id: text('id').primaryKey(),
  workerIds: text('worker_ids').array().notNull(),
  concurrency: integer('concurrency').notNull(),
  host: text('host').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});
