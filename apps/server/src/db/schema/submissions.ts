import { type FailedTest, LANGUAGES, SUBMISSION_STATUSES } from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contests } from './contests.ts';
import { oneOf } from './enums.ts';
import { problems } from './problems.ts';
import { users } from './users.ts';

/** The judgement's facts kept for the tutor (`judge_facts`). */
export interface JudgeFacts {
  /** The problem's version (content hash) its tests were built from. */
  version: string;
  /** 0-based index of the first failing test in the problem's judged tests. */
  failedIndex?: number;
  error?: { type: string; message: string; line?: number };
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
    contestId: uuid('contest_id').references(() => contests.id, { onDelete: 'set null' }),
    language: text('language', { enum: LANGUAGES }).notNull(),
    code: text('code').notNull(),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('pending'),
    runtimeMs: integer('runtime_ms'),
    memoryMb: real('memory_mb'),
    testsPassed: integer('tests_passed').notNull().default(0),
    totalTests: integer('total_tests').notNull().default(0),
    errorMessage: text('error_message'),
    compileOutput: text('compile_output'),
    /** The first failing test, readable (`nums = [2,7], target = 9`), as the learner is shown it. */
    failedTest: jsonb('failed_test').$type<FailedTest>(),
    /**
     * What the judge found beyond what the learner is shown: the problem version judged, the
     * failing test's index and the structured error. The tutor reuses the judgement of the same
     * code instead of running it again (decision 016); never sent to the browser.
     */
    judgeFacts: jsonb('judge_facts').$type<JudgeFacts>(),
    points: integer('points').notNull().default(0),
    /** How many times a worker picked it up; an internal error is retried, never charged. */
    judgeAttempts: integer('judge_attempts').notNull().default(0),
    /**
     * Wall time (ms) of its attempts that ended in a judge fault. Its attempts together get at most
     * the budget of one judging (judge-worker.ts `judgeBudgetMs`): each is given what is left.
     */
    judgeMs: integer('judge_ms').notNull().default(0),
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
    check('submissions_language_check', oneOf(t.language, LANGUAGES)),
    check('submissions_status_check', oneOf(t.status, SUBMISSION_STATUSES)),
    index('submissions_user_time_idx').on(t.userId, t.submittedAt),
    index('submissions_problem_idx').on(t.problemId),
    index('submissions_pending_user_idx').on(t.userId, t.status),
    // A learner's submissions of one problem (the list's problemId filter), newest first.
    index('submissions_user_problem_idx').on(t.userId, t.problemId, t.submittedAt),
    // A contest's submissions, per participant (its board is rebuilt from them).
    index('submissions_contest_idx').on(t.contestId, t.userId).where(sql`${t.contestId} is not null`),
    index('submissions_progress_pending_idx').on(t.judgedAt).where(sql`${t.progressPending}`),
  ],
);

/**
 * Judge worker processes and their heartbeats. A process is registered before it can take a job,
 * and one that stops beating is presumed dead: every lock not held by a live process is released,
 * so another worker judges its submissions at once (graphile-worker alone would wait 4 hours).
 */
export const judgeWorkers = pgTable('judge_workers', {
  id: text('id').primaryKey(),
  /** The ids graphile-worker locks this process's jobs with: its worker pools' ids (`pool-...`). */
  lockIds: text('lock_ids').array().notNull(),
  concurrency: integer('concurrency').notNull(),
  host: text('host').notNull(),
  /** The languages its judge can run (its toolchains); null: a process that did not report them. */
  languages: text('languages', { enum: LANGUAGES }).array(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A rejudge of a problem's past submissions against the version in force (decision 031): one row
 * per request, its counts kept by the statements that rejudge each submission. Its jobs run at a
 * lower priority than practice and contests; the last one queues the finish (points, counters,
 * progress), and `finished_at` is set once that is done.
 */
export const rejudges = pgTable(
  'rejudges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    /** The version in force when it was asked for (each submission records the one it was judged on). */
    version: text('version').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    total: integer('total').notNull(),
    /** Judged again (a verdict written); `changed` of them got another verdict. */
    judged: integer('judged').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    /** The judge failed on every attempt: the submission keeps its verdict. */
    failed: integer('failed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('rejudges_problem_idx').on(t.problemId, t.createdAt),
    // One rejudge of a problem at a time: its submissions each have one job (`rejudge:<id>`).
    uniqueIndex('rejudges_running_idx').on(t.problemId).where(sql`${t.finishedAt} is null`),
  ],
);
