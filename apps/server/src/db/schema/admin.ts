import { AUDIT_ACTIONS } from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Every admin action (docs/decisions/027-operators.md): who, what, when, on what, before and
 * after. Append-only: a trigger (migration 0018) refuses UPDATE, DELETE and TRUNCATE, so no code
 * path of the app can edit or delete an entry. The actor and target are kept as ids and names
 * of the moment, without foreign keys: an entry outlives the accounts it names.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    /** `user.role`, `user.disable`, `user.reset-link`, ... (AUDIT_ACTIONS of the contracts). */
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('admin_audit_target_idx').on(t.targetId, t.id),
    index('admin_audit_actor_idx').on(t.actorId, t.id),
    index('admin_audit_action_idx').on(t.action, t.id),
  ],
);

/**
 * What an admin sets at run time (System Settings, decision 027): one row, read by every server
 * and worker (cached a second), so a change holds everywhere within about a second. A null
 * number means the configured default (SUBMISSIONS_PENDING_PER_USER, TUTOR_QUOTA_PER_HOUR).
 */
export const systemSettings = pgTable(
  'system_settings',
  {
    id: smallint('id').primaryKey().default(1),
    judgingPaused: boolean('judging_paused').notNull().default(false),
    /** When and by whom judging was paused: the screens say so. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pausedBy: text('paused_by'),
    pendingPerUser: integer('pending_per_user'),
    tutorQuotaPerHour: integer('tutor_quota_per_hour'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('system_settings_one_row', sql`${t.id} = 1`),
    check(
      'system_settings_pending',
      sql`${t.pendingPerUser} is null or ${t.pendingPerUser} between 1 and 100`,
    ),
    check(
      'system_settings_quota',
      sql`${t.tutorQuotaPerHour} is null or ${t.tutorQuotaPerHour} between 0 and 10000`,
    ),
  ],
);
