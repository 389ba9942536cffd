import type { AdminUserDetail, AdminUserSummary, AdminUsersQuery, UserState } from '@codecoach/contracts';
import { and, desc, eq, gt, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  contestRegistrations,
  contests,
  problems,
  sessions,
  submissions,
  userStats,
  users,
} from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/lists.ts';
import { describeDevice } from '../account/device.ts';

export type AdminUserRow = typeof users.$inferSelect;

const RECENT_SUBMISSIONS = 20;
const CONTESTS_SHOWN = 20;

export const stateOf = (u: Pick<AdminUserRow, 'disabled' | 'deletedAt'>): UserState =>
  u.deletedAt ? 'deleted' : u.disabled ? 'disabled' : 'active';

function stateFilter(state: UserState): SQL | undefined {
  if (state === 'deleted') return isNotNull(users.deletedAt);
  return and(isNull(users.deletedAt), eq(users.disabled, state === 'disabled'));
}

/** What Manage Users reads (table `users` with its stats, sessions and submissions). */
export function createAdminUsersRepository(db: Db) {
  const summary = {
    user: users,
    solved: sql<number>`coalesce(${userStats.solved}, 0)`,
    judged: sql<number>`coalesce(${userStats.judged}, 0)`,
  };
  const toSummary = (r: { user: AdminUserRow; solved: number; judged: number }): AdminUserSummary => ({
    _id: r.user.id,
    name: r.user.name,
    email: r.user.email,
    role: r.user.role,
    state: stateOf(r.user),
    createdAt: r.user.createdAt.toISOString(),
    lastActiveAt: r.user.lastActiveAt?.toISOString() ?? null,
    solved: r.solved,
    submissions: r.judged,
  });

  return {
    /** A page of accounts, newest first, by name or e-mail, role and state. */
    async page(q: AdminUsersQuery): Promise<{ users: AdminUserSummary[]; total: number }> {
      const where: SQL[] = [];
      if (q.q) {
        const pattern = `%${escapeLike(q.q)}%`;
        const match = or(ilike(users.name, pattern), ilike(users.email, pattern));
        if (match) where.push(match);
      }
      if (q.role) where.push(eq(users.role, q.role));
      const state = q.state ? stateFilter(q.state) : undefined;
      if (state) where.push(state);
      const filter = where.length > 0 ? and(...where) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select(summary)
          .from(users)
          .leftJoin(userStats, eq(userStats.userId, users.id))
          .where(filter)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(users).where(filter),
      ]);
      return { users: rows.map(toSummary), total: count?.n ?? 0 };
    },

    async row(id: string, tx: Tx | Db = db): Promise<AdminUserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** One account with its open sessions, latest submissions and contests. */
    async detail(id: string): Promise<AdminUserDetail | undefined> {
      const [found] = await db
        .select(summary)
        .from(users)
        .leftJoin(userStats, eq(userStats.userId, users.id))
        .where(eq(users.id, id));
      if (!found) return undefined;
      const [open, recent, entered] = await Promise.all([
        db
          .select()
          .from(sessions)
          .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
          .orderBy(desc(sessions.lastUsedAt)),
        db
          .select({ s: submissions, title: problems.title, slug: problems.slug })
          .from(submissions)
          .innerJoin(problems, eq(problems.id, submissions.problemId))
          .where(eq(submissions.userId, id))
          .orderBy(desc(submissions.submittedAt), desc(submissions.id))
          .limit(RECENT_SUBMISSIONS),
        db
          .select({
            c: contests,
            registeredAt: contestRegistrations.registeredAt,
            solved: sql<number>`(select count(distinct s.problem_id)::int from submissions s
              where s.contest_id = ${contests.id} and s.user_id = ${id} and s.status = 'accepted')`,
          })
          .from(contestRegistrations)
          .innerJoin(contests, eq(contests.id, contestRegistrations.contestId))
          .where(eq(contestRegistrations.userId, id))
          .orderBy(desc(contests.startsAt))
          .limit(CONTESTS_SHOWN),
      ]);
      return {
        ...toSummary(found),
        timeZone: found.user.timeZone,
        sessions: open.map((s) => ({
          _id: s.id,
          device: describeDevice(s.userAgent),
          createdAt: s.createdAt.toISOString(),
          lastUsedAt: s.lastUsedAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
        })),
        recentSubmissions: recent.map(({ s, title, slug }) => ({
          _id: s.id,
          problemTitle: title,
          problemSlug: slug,
          language: s.language,
          status: s.status,
          createdAt: s.submittedAt.toISOString(),
          contestId: s.contestId,
        })),
        contests: entered.map(({ c, registeredAt, solved }) => ({
          _id: c.id,
          name: c.name,
          startTime: c.startsAt.toISOString(),
          registeredAt: registeredAt.toISOString(),
          solved,
        })),
      };
    },

    /**
     * The active admins, locked until the transaction ends: two admins demoting each other at
     * once cannot both pass the last-admin check.
     */
    async lockActiveAdmins(tx: Tx): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.disabled, false), isNull(users.deletedAt)))
        .for('update');
      return rows.map((r) => r.id);
    },

    async update(tx: Tx, id: string, values: { role?: AdminUserRow['role']; disabled?: boolean }) {
      await tx.update(users).set(values).where(eq(users.id, id));
    },

    /** Ends every open session of the account; how many. */
    async revokeSessions(tx: Tx | Db, id: string): Promise<number> {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
