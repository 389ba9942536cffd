import type { Category, Difficulty, ProblemListQuery } from '@codecoach/contracts';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems, problemTests, userProblems } from '../../db/schema/index.ts';

export type ProblemRow = typeof problems.$inferSelect;
export interface ProgressCols {
  solvedAt: Date | null;
  attempts: number | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const difficultyRank = sql`case ${problems.difficulty} when 'easy' then 0 when 'medium' then 1 else 2 end`;

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filters(q: { difficulty?: Difficulty; category?: Category; search?: string }): SQL | undefined {
  const parts: SQL[] = [];
  if (q.difficulty) parts.push(eq(problems.difficulty, q.difficulty));
  if (q.category) parts.push(eq(problems.category, q.category));
  if (q.search) {
    const term = `%${escapeLike(q.search)}%`;
    const byTag = sql`exists (select 1 from unnest(${problems.tags}) t where t ilike ${term})`;
    parts.push(or(ilike(problems.title, term), byTag) as SQL);
  }
  return parts.length ? and(...parts) : undefined;
}

export function createProblemRepository(db: Db) {
  const progressJoin = (userId: string | undefined) =>
    and(
      eq(userProblems.problemId, problems.id),
      eq(userProblems.userId, userId ?? '00000000-0000-0000-0000-000000000000'),
    );

  return {
    async list(q: ProblemListQuery, userId: string | undefined) {
      const where = filters(q);
      const dir = q.order ?? (q.sort === 'createdAt' ? 'desc' : 'asc');
      const orderBy =
        q.sort === 'difficulty'
          ? [dir === 'asc' ? asc(difficultyRank) : desc(difficultyRank), asc(problems.title)]
          : q.sort === 'title'
            ? [dir === 'asc' ? asc(problems.title) : desc(problems.title)]
            : [dir === 'asc' ? asc(problems.createdAt) : desc(problems.createdAt), asc(problems.title)];
      const rows = await db
        .select({ p: problems, solvedAt: userProblems.solvedAt, attempts: userProblems.attempts })
        .from(problems)
        .leftJoin(userProblems, progressJoin(userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(problems).where(where);
      return { rows, total: count?.n ?? 0 };
    },

    async random(q: { difficulty?: Difficulty; category?: Category }, userId: string | undefined) {
      const [row] = await db
        .select({ p: problems, solvedAt: userProblems.solvedAt, attempts: userProblems.attempts })
        .from(problems)
        .leftJoin(userProblems, progressJoin(userId))
        .where(filters(q))
        .orderBy(sql`random()`)
        .limit(1);
      return row;
    },

    async categoryCounts(): Promise<Map<string, number>> {
      const rows = await db
        .select({ category: problems.category, n: sql<number>`count(*)::int` })
        .from(problems)
        .groupBy(problems.category);
      return new Map(rows.map((r) => [r.category, r.n]));
    },

    /** By id or by slug. */
    async find(idOrSlug: string, userId?: string) {
      const [row] = await db
        .select({ p: problems, solvedAt: userProblems.solvedAt, attempts: userProblems.attempts })
        .from(problems)
        .leftJoin(userProblems, progressJoin(userId))
        .where(UUID.test(idOrSlug) ? eq(problems.id, idOrSlug) : eq(problems.slug, idOrSlug))
        .limit(1);
      return row;
    },

    async tests(problemId: string, opts: { hidden?: boolean } = {}) {
      return db
        .select()
        .from(problemTests)
        .where(
          opts.hidden === undefined
            ? eq(problemTests.problemId, problemId)
            : and(eq(problemTests.problemId, problemId), eq(problemTests.hidden, opts.hidden)),
        )
        .orderBy(asc(problemTests.ordinal));
    },
  };
}
export type ProblemRepository = ReturnType<typeof createProblemRepository>;
