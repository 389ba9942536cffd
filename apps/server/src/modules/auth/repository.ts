import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },
    async insertSession(userId: string, hash: string, expiresAt: Date, userAgent?: string): Promise<void> {
      await db.insert(sessions).values({ userId, tokenHash: hash, expiresAt, userAgent: userAgent ?? null });
    },
    /** The session and its user, or undefined when the token is unknown, revoked or expired. */
    async findLiveSession(hash: string, idleMs: number) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, hash),
            isNull(sessions.revokedAt),
            sql`${sessions.expiresAt} > now()`,
            sql`${sessions.lastUsedAt} > now() - make_interval(secs => ${idleMs / 1000})`,
            eq(users.disabled, false),
            isNull(users.deletedAt),
          ),
        )
        .limit(1);
      return row;
    },
    /** Sliding idle timeout and "active user" tracking, written at most once a minute per session. */
    async touch(sessionId: string, userId: string): Promise<void> {
      await db.execute(sql`
        with s as (
          update sessions set last_used_at = now()
          where id = ${sessionId} and last_used_at < now() - interval '1 minute'
          returning user_id)
        update users set last_active_at = now() where id = ${userId} and id in (select user_id from s)`);
    },
    async revokeSession(hash: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.tokenHash, hash));
    },
    async revokeAllForUser(userId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
    async updateUser(id: string, values: Partial<typeof users.$inferInsert>): Promise<void> {
      await db.update(users).set(values).where(eq(users.id, id));
    },
    /** Outside demo mode the published demo admin must not work: disable it and end its sessions. */
    async disableDemoUsers(): Promise<void> {
      const rows = await db
        .update(users)
        .set({ disabled: true })
        .where(eq(users.isDemo, true))
        .returning({ id: users.id });
      for (const r of rows) await this.revokeAllForUser(r.id);
    },
    async markActive(userId: string): Promise<void> {
      await db.update(users).set({ lastActiveAt: sql`now()` }).where(eq(users.id, userId));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
