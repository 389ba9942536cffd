import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './enums.ts';
import { problems } from './problems.ts';
import { users } from './users.ts';

/**
 * The AI tutor (docs/decisions/016-ai-tutor.md). How to change this: edit, then
 * `npm run db:generate -w @codecoach/server -- --name <what>`; never hand-edit generated SQL.
 */

/** Where each learner stands on each problem's hint ladder (0 = concept, 3 = pseudo-code). */
export const tutorHintLadders = pgTable(
  'tutor_hint_ladders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    /** The next rung to give. */
    level: integer('level').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.problemId] }),
    check('tutor_hint_ladders_level_check', sql`${t.level} between 0 and 4`),
  ],
);

export const TUTOR_KINDS = ['hint', 'explain', 'optimize', 'chat', 'recommend'] as const;
export const ENGINE_KINDS = ['builtin', 'openai-compatible'] as const;

/** Every tutor answer: which engine produced it, whether it worked, fell back or was withheld. */
export const tutorAnswers = pgTable(
  'tutor_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id').references(() => problems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TUTOR_KINDS }).notNull(),
    engineKind: text('engine_kind', { enum: ENGINE_KINDS }).notNull(),
    /** "Built-in tutor" or the model's name, as the screen showed it. */
    engineLabel: text('engine_label').notNull(),
    ok: boolean('ok').notNull(),
    /** Why the configured model was not used (its error), when the built-in tutor answered instead. */
    fallback: text('fallback'),
    /** The guard's reason when it withheld the answer. */
    withheld: text('withheld'),
    cached: boolean('cached').notNull().default(false),
    latencyMs: integer('latency_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tutor_answers_kind_check', oneOf(t.kind, TUTOR_KINDS)),
    check('tutor_answers_engine_kind_check', oneOf(t.engineKind, ENGINE_KINDS)),
    index('tutor_answers_created_idx').on(t.createdAt),
    index('tutor_answers_user_idx').on(t.userId, t.createdAt),
  ],
);
