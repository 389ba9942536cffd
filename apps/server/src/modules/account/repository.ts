import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  emailChanges,
  newsletterSubscriptions,
  sessions,
  userSettings,
  users,
} from '../../db/schema/index.ts';

export type SettingsRow = typeof userSettings.$inferSelect;
export type SettingsPatch = Partial<Omit<typeof userSettings.$inferInsert, 'userId' | 'updatedAt'>>;

/** The account's own rows: settings, sessions, pending e-mail changes. Each call one statement. */
export function createAccountRepository(db: Db) {
  return {
    async user(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async settings(userId: string): Promise<SettingsRow | undefined> {
      const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
      return row;
    },
    async saveSettings(userId: string, patch: SettingsPatch): Promise<void> {
      await db
        .insert(userSettings)
        .values({ userId, ...patch })
        .onConflictDoUpdate({ target: userSettings.userId, set: { ...patch, updatedAt: sql`now()` } });
    },
    async subscribed(email: string): Promise<boolean> {
      const [row] = await db
        .select({ email: newsletterSubscriptions.email })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
        .limit(1);
      return row !== undefined;
    },
    async setSubscribed(email: string, on: boolean): Promise<void> {
      if (on) await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
      else await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    },
    async setName(userId: string, name: string): Promise<void> {
      await db.update(users).set({ name }).where(eq(users.id, userId));
    },
    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },
    /** Live sessions (not revoked, not expired, used within the idle timeout), latest use first. */
    async liveSessions(userId: string, idleMs: number) {
      return db
        .select({
          id: sessions.id,
          tokenHash: sessions.tokenHash,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            sql`${sessions.expiresAt} > now()`,
            sql`${sessions.lastUsedAt} > now() - make_interval(secs => ${idleMs / 1000})`,
          ),
        )
        .orderBy(desc(sessions.lastUsedAt));
    },
    /** Revokes one of the user's own sessions; false when it is not theirs or already revoked. */
    async revokeSession(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },
    /** Revokes every session of the user but the one whose token hash is kept. */
    async revokeOtherSessions(userId: string, keepHash: string): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            sql`${sessions.tokenHash} <> ${keepHash}`,
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },
    async pendingEmail(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ email: emailChanges.newEmail })
        .from(emailChanges)
        .where(
          and(
            eq(emailChanges.userId, userId),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(emailChanges.createdAt))
        .limit(1);
      return row?.email ?? null;
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
