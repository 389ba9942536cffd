import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * How to change the schema: edit these files, run `npm run db:generate -w @codecoach/server`,
 * review and commit the SQL it writes under apps/server/drizzle/. Migrations run at start.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Normalised (trimmed, NFKC, lower-case) so that uniqueness is case-insensitive. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    disabled: boolean('disabled').notNull().default(false),
    /** IANA time zone reported by the browser; streaks are counted in it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** Set when the learner deleted the account: the row stays, anonymised, so aggregates hold. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    index('users_last_active_idx').on(t.lastActiveAt),
    // Ranks leave disabled accounts out by subtracting the few of them (modules/progress).
    index('users_disabled_idx').on(t.id).where(sql`${t.disabled}`),
  ],
);

/** Bearer tokens. Only a SHA-256 of the token is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent at sign-in (cut at 512 characters): shown as the device. */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every API server (so limits hold behind a load balancer). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The secret of the one-click unsubscribe link in every digest (RFC 8058). */
  token: uuid('token').notNull().defaultRandom().unique(),
});

/**
 * The weekly digests sent: one row per address and week, written before the mail leaves, so a
 * digest goes at most once per address per week whichever server or retry sends it. Kept 8 weeks.
 */
export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    email: text('email').notNull(),
    /** The Monday (UTC) of the digest's week. */
    week: date('week').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.week] })],
);
