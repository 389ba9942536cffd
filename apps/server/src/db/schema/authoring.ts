import { DRAFT_STATUSES } from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './enums.ts';
import { problems } from './problems.ts';
import { users } from './users.ts';

export interface DraftCheckRow {
  name: string;
  ok: boolean;
  detail: string;
  ms: number;
}

/**
 * A problem as an admin writes it in the browser (decision 028): the files of its folder
 * (content/FORMAT.md), proven in the sandbox by the bank's own proof, published only once proven.
 * An open draft has `published_at` null (one per slug); a published one stays as the record of a
 * version: its files are what `/source` and Export give back, and what the problem's learners were
 * judged against while it was in force.
 */
export const problemDrafts = pgTable(
  'problem_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    /** The problem it edits, or the one it became once published; null for a new problem. */
    problemId: uuid('problem_id').references(() => problems.id, { onDelete: 'set null' }),
    files: jsonb('files').$type<Record<string, string>>().notNull(),
    /** The content hash of `files` (load.ts contentHash): the problem's version once published. */
    version: text('version').notNull(),
    status: text('status', { enum: DRAFT_STATUSES }).notNull().default('draft'),
    /**
     * The queue attempt that owns its proof (graphile-worker's count): a proof taken over after its
     * worker's death claims a higher one, and the earlier attempt's writes are refused.
     */
    attempt: integer('attempt').notNull().default(0),
    checks: jsonb('checks').$type<DraftCheckRow[]>().notNull().default([]),
    reason: text('reason'),
    /** The proven problem's tests and metadata (content BuiltProblem), kept for the publish. */
    built: jsonb('built'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    provedAt: timestamp('proved_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    check('problem_drafts_status_check', oneOf(t.status, DRAFT_STATUSES)),
    // One open draft per slug: two admins editing one problem meet in one draft.
    uniqueIndex('problem_drafts_open_slug_idx').on(t.slug).where(sql`${t.publishedAt} is null`),
    index('problem_drafts_problem_idx').on(t.problemId, t.publishedAt),
  ],
);
