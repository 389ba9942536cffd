import type { AdminProblemRow, AdminProblemsQuery } from '@codecoach/contracts';
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { generatedProblems, problems } from '../../db/schema/index.ts';
import type { Actor, AuditLog } from '../../lib/audit.ts';
import { errors } from '../../lib/errors.ts';
import { escapeLike } from '../../lib/lists.ts';

/**
 * Manage Problems (decision 027): every problem with its source, version, counts and state, and
 * unpublishing (hidden from practice and every list, everyone's submissions kept) and publishing
 * again, each audited in its transaction. Authoring and proving in the browser are not built.
 */
export function createProblemsAdmin(deps: { db: Db; audit: AuditLog }) {
  const { db, audit } = deps;
  return {
    async page(q: AdminProblemsQuery): Promise<{ problems: AdminProblemRow[]; total: number }> {
      const where: SQL[] = [];
      if (q.q) {
        const pattern = `%${escapeLike(q.q)}%`;
        const match = or(ilike(problems.title, pattern), ilike(problems.slug, pattern));
        if (match) where.push(match);
      }
      if (q.source) where.push(eq(problems.source, q.source));
      if (q.state)
        where.push(
          q.state === 'published' ? isNull(problems.unpublishedAt) : isNotNull(problems.unpublishedAt),
        );
      const filter = where.length > 0 ? and(...where) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select({
            p: problems,
            tests: sql<number>`(select count(*)::int from problem_tests t where t.problem_id = ${problems.id})`,
            privateToOwner: sql<boolean>`coalesce(not ${generatedProblems.published}, false)`,
          })
          .from(problems)
          .leftJoin(generatedProblems, eq(generatedProblems.problemId, problems.id))
          .where(filter)
          .orderBy(desc(problems.createdAt), problems.title)
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(problems).where(filter),
      ]);
      return {
        total: count?.n ?? 0,
        problems: rows.map(({ p, tests, privateToOwner }) => ({
          _id: p.id,
          slug: p.slug,
          title: p.title,
          difficulty: p.difficulty,
          category: p.category,
          source: p.source,
          version: p.version,
          privateToOwner,
          published: p.unpublishedAt === null,
          unpublishedAt: p.unpublishedAt?.toISOString() ?? null,
          submissions: p.submissionsCount,
          accepted: p.acceptedCount,
          solvedBy: p.solvedBy,
          tests,
          createdAt: p.createdAt.toISOString(),
        })),
      };
    },

    /** Unpublishes or publishes again; a no-op when it already is so (nothing audited). */
    async setPublished(actor: Actor, id: string, published: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const [p] = await tx
          .select({ title: problems.title, unpublishedAt: problems.unpublishedAt })
          .from(problems)
          .where(eq(problems.id, id))
          .for('update');
        if (!p) throw errors.notFound('No such problem');
        if ((p.unpublishedAt === null) === published) return;
        await tx
          .update(problems)
          .set({ unpublishedAt: published ? null : new Date() })
          .where(eq(problems.id, id));
        await audit.append(tx, actor, {
          action: published ? 'problem.republish' : 'problem.unpublish',
          target: { type: 'problem', id, label: p.title },
          before: { published: !published },
          after: { published },
        });
      });
    },
  };
}
