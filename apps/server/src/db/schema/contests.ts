import { CONTEST_FORMATS, CONTEST_TYPES, CONTEST_VISIBILITIES } from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './enums.ts';
import { problems } from './problems.ts';
import { users } from './users.ts';

/**
 * Contests (docs/decisions/015-contests.md). A contest's status is never stored: it follows the
 * server's clock from `starts_at` and `duration_minutes`. Its scoreboard is never stored either:
 * it is a pure function of its submissions (`submissions.contest_id`), kept in memory per API
 * server and fed by `contest_events` (a trigger on submissions writes one row per change and
 * NOTIFYs it; see the custom migration `contest_events_trigger`).
 */
export const contests = pgTable(
  'contests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', { enum: CONTEST_TYPES }).notNull(),
    format: text('format', { enum: CONTEST_FORMATS }).notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    prizes: text('prizes').array().notNull().default(sql`'{}'::text[]`),
    rated: boolean('rated').notNull().default(false),
    /** Submissions in the last N minutes show as pending to everyone but admins until the end. */
    freezeMinutes: integer('freeze_minutes'),
    maxParticipants: integer('max_participants'),
    visibility: text('visibility', { enum: CONTEST_VISIBILITIES }).notNull().default('public'),
    /** The secret of a private contest's invite link. */
    inviteToken: text('invite_token').unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The schedule that made it (`weekly`), or null for a hand-made contest. */
    schedule: text('schedule'),
    /** When its ratings were computed (rated contests), or its results finalised. */
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('contests_type_check', oneOf(t.type, CONTEST_TYPES)),
    check('contests_format_check', oneOf(t.format, CONTEST_FORMATS)),
    check('contests_visibility_check', oneOf(t.visibility, CONTEST_VISIBILITIES)),
    check('contests_duration_check', sql`${t.durationMinutes} > 0`),
    check('contests_freeze_check', sql`${t.freezeMinutes} is null or ${t.freezeMinutes} > 0`),
    index('contests_starts_idx').on(t.startsAt),
    index('contests_schedule_idx').on(t.schedule, t.startsAt),
  ],
);

export const contestProblems = pgTable(
  'contest_problems',
  {
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    letter: text('letter').notNull(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'restrict' }),
    points: integer('points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.letter] }),
    unique('contest_problems_problem_unique').on(t.contestId, t.problemId),
    index('contest_problems_problem_idx').on(t.problemId),
  ],
);

/**
 * A learner in a contest: registered for the live contest (`virtual_started_at` null), or running
 * it virtually after its end from `virtual_started_at` with the contest's duration.
 */
export const contestRegistrations = pgTable(
  'contest_registrations',
  {
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    virtualStartedAt: timestamp('virtual_started_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.userId] }),
    index('contest_registrations_user_idx').on(t.userId),
  ],
);

/**
 * The log of contest submission changes (new submission, verdict, rejudge), written by a trigger
 * on `submissions`: its id orders every change of every contest, is the SSE event id, and lets a
 * viewer resume (`Last-Event-ID`) on any API server.
 */
export const contestEvents = pgTable(
  'contest_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id').notNull(),
    userId: uuid('user_id').notNull(),
    problemId: uuid('problem_id').notNull(),
    status: text('status').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contest_events_contest_idx').on(t.contestId, t.id)],
);

/** A learner's rating after each rated contest (docs/decisions/015-contests.md: the Codeforces formula). */
export const contestRatings = pgTable(
  'contest_ratings',
  {
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    seed: real('seed').notNull(),
    oldRating: integer('old_rating').notNull(),
    newRating: integer('new_rating').notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId] }), index('contest_ratings_user_idx').on(t.userId)],
);

/** The current rating of every learner who took part in a rated contest. */
export const userRatings = pgTable(
  'user_ratings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    contests: integer('contests').notNull().default(0),
    lastDelta: integer('last_delta'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_ratings_rank_idx').on(t.rating.desc(), t.userId)],
);
