import { EDITOR_LANGUAGES, type Settings } from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './enums.ts';
import { users } from './users.ts';

/**
 * Accounts a learner runs on their own (docs/decisions/018-accounts.md): settings, single-use
 * links sent by e-mail (only their SHA-256 is stored, like sessions), and the contact form.
 * What each table keeps and for how long is stated on the /privacy page: change both together.
 */

/** Typed as the contracts' lists: the CHECK constraints below keep any other value out. */
type EditorFontSize = Settings['editor']['fontSize'];
type EditorTabSize = Settings['editor']['tabSize'];

/** One row per learner who saved a setting; a learner without one has the defaults. */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    theme: text('theme', { enum: ['system', 'light', 'dark'] })
      .notNull()
      .default('system'),
    // The editor's languages: C and C# since migration 0023, the ten since 0024 (issue 29).
    editorLanguage: text('editor_language', { enum: EDITOR_LANGUAGES }).notNull().default('javascript'),
    editorFontSize: integer('editor_font_size').$type<EditorFontSize>().notNull().default(14),
    editorTabSize: integer('editor_tab_size').$type<EditorTabSize>().notNull().default(4),
    editorVim: boolean('editor_vim').notNull().default(false),
    /** Set once the learner picked a zone by hand: the browser's automatic report no longer changes it. */
    timeZoneManual: boolean('time_zone_manual').notNull().default(false),
    /** A notice to the account's address when its password or e-mail changes. */
    emailSecurityAlerts: boolean('email_security_alerts').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_settings_theme_check', sql`${t.theme} in ('system', 'light', 'dark')`),
    check('user_settings_language_check', oneOf(t.editorLanguage, EDITOR_LANGUAGES)),
    check('user_settings_font_check', sql`${t.editorFontSize} in (12, 14, 16, 18)`),
    check('user_settings_tab_check', sql`${t.editorTabSize} in (2, 4, 8)`),
  ],
);

/** "Forgot your password?" links: single use, 30 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** A new e-mail address waiting to be confirmed from that address: single use, 24 hours. */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

/** Messages of the /contact form, read by admins. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in sender, if any; their messages go when their account is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic', { enum: ['general', 'support', 'partnership', 'careers', 'security', 'privacy'] })
      .notNull()
      .default('general'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_time_idx').on(t.createdAt),
    index('contact_messages_email_idx').on(t.email),
    check(
      'contact_messages_topic_check',
      sql`${t.topic} in ('general', 'support', 'partnership', 'careers', 'security', 'privacy')`,
    ),
  ],
);
