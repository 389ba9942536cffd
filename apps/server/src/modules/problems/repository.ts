import type { Category, Difficulty, ProblemListQuery } from '@codecoach/contracts';
import { and, asc, desc, eq, ilike, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { generatedProblems, problems, problemTests, userProblems } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/lists.ts';
import { prepareNamed, shapeCache } from '../../lib/prepared.ts';

/**
 * Reads of `problems` and `problem_tests`. Each read selects the columns its answer carries: a
 * problem's statement, editorial and solutions are large (TOASTed) and only the screens that show
 * them read them.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_USER = '00000000-0000-0000-0000-000000000000';
const difficultyRank = sql`case ${problems.difficulty} when 'easy' then 0 when 'medium' then 1 else 2 end`;

/** What a problem card shows (the list, random), with the caller's progress on it. */
const SUMMARY = {
  id: problems.id,
  title: problems.title,
  slug: problems.slug,
  difficulty: problems.difficulty,
  category: problems.category,
  tags: problems.tags,
  estimatedMinutes: problems.estimatedMinutes,
  source: problems.source,
  acceptedCount: problems.acceptedCount,
  submissionsCount: problems.submissionsCount,
  solvedBy: problems.solvedBy,
  solvedAt: userProblems.solvedAt,
  attempts: userProblems.attempts,
};

/** What a problem's page shows besides its card (no editorial or solutions: the reveal reads those). */
const PAGE = {
  ...SUMMARY,
  description: problems.description,
  hints: problems.hints,
  examples: problems.examples,
  constraints: problems.constraints,
  signature: problems.signature,
  timeLimitMs: problems.timeLimitMs,
  memoryLimitMb: problems.memoryLimitMb,
  hasSolution: sql<boolean>`${problems.solutions} <> '{}'::jsonb`,
  /** The visible tests (the examples), in order: the same statement, so one round trip. */
  visibleTests: sql<Array<{ input: unknown[]; expected: unknown }>>`(
    select coalesce(jsonb_agg(jsonb_build_object('input', t.input, 'expected', t.expected) order by t.ordinal), '[]'::jsonb)
    from ${problemTests} t where t.problem_id = ${problems.id} and not t.hidden)`,
};

/** What the judge needs of a problem; `reference` is the JavaScript solution (Run Code's custom input). */
const JUDGE = {
  id: problems.id,
  version: problems.version,
  difficulty: problems.difficulty,
  signature: problems.signature,
  checker: problems.checker,
  checkerCode: problems.checkerCode,
  validatorCode: problems.validatorCode,
  validatorLanguage: problems.validatorLanguage,
  timeLimitMs: problems.timeLimitMs,
  memoryLimitMb: problems.memoryLimitMb,
  reference: sql<string | null>`${problems.solutions}->>'javascript'`,
};

function byIdOrSlug(idOrSlug: string): SQL {
  return UUID.test(idOrSlug) ? eq(problems.id, idOrSlug) : eq(problems.slug, idOrSlug);
}

type Filters = { difficulty?: Difficulty; category?: Category; search?: string };

/**
 * A generated problem (`source = 'ai'`) is private to its learner until an admin publishes it:
 * everyone else reads the bank as if it were not there. A problem an admin unpublished (Manage
 * Problems, decision 027) is there for nobody. `viewer` is a user id (or NO_USER).
 */
export function visibleTo(viewer: SQLWrapper | string): SQL {
  return sql`(${problems.unpublishedAt} is null and (${problems.source} <> 'ai' or exists (select 1
    from ${generatedProblems} g where g.problem_id = ${problems.id} and (g.owner_id = ${viewer} or g.published))))`;
}

/** The filters in use, with placeholders for their values (filterValues); visibility always applies. */
function filters(q: Filters): SQL | undefined {
  const parts: SQL[] = [visibleTo(sql.placeholder('userId'))];
  if (q.difficulty) parts.push(eq(problems.difficulty, sql.placeholder('difficulty')));
  if (q.category) parts.push(eq(problems.category, sql.placeholder('category')));
  if (q.search) {
    const term = sql.placeholder('term');
    const byTag = sql`exists (select 1 from unnest(${problems.tags}) t where t ilike ${term})`;
    parts.push(sql`(${ilike(problems.title, term)} or ${byTag})`);
  }
  return parts.length ? and(...parts) : undefined;
}

/** The placeholders' values of `filters`. */
function filterValues(q: Filters, userId: string | undefined) {
  return {
    userId: userId ?? NO_USER,
    difficulty: q.difficulty,
    category: q.category,
    term: q.search ? `%${escapeLike(q.search)}%` : undefined,
  };
}

export function createProblemRepository(db: Db) {
  const progressJoin = (userId: string | SQLWrapper | undefined) =>
    and(eq(userProblems.problemId, problems.id), eq(userProblems.userId, userId ?? NO_USER));
  const lists = shapeCache<ReturnType<typeof buildList>>();
  const pages = shapeCache<ReturnType<typeof buildPage>>();

  /** The list's statement for one shape: which filters, which order. */
  function buildList(q: ProblemListQuery) {
    const where = filters(q);
    const dir = q.order ?? (q.sort === 'createdAt' ? 'desc' : 'asc');
    const orderBy =
      q.sort === 'difficulty'
        ? [dir === 'asc' ? asc(difficultyRank) : desc(difficultyRank), asc(problems.title)]
        : q.sort === 'title'
          ? [dir === 'asc' ? asc(problems.title) : desc(problems.title)]
          : [dir === 'asc' ? asc(problems.createdAt) : desc(problems.createdAt), asc(problems.title)];
    return prepareNamed(
      db
        .select({
          ...SUMMARY,
          total: sql<number>`(select count(*)::int from ${problems} where ${where ?? sql`true`})`,
        })
        .from(problems)
        .leftJoin(userProblems, progressJoin(sql.placeholder('userId')))
        .where(where)
        .orderBy(...orderBy)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
  }

  function buildPage(by: 'id' | 'slug') {
    return prepareNamed(
      db
        .select(PAGE)
        .from(problems)
        .leftJoin(userProblems, progressJoin(sql.placeholder('userId')))
        .where(
          and(
            eq(by === 'id' ? problems.id : problems.slug, sql.placeholder('key')),
            visibleTo(sql.placeholder('userId')),
          ),
        )
        .limit(1),
    );
  }

  return {
    /** One page of cards and the number of matches, in one statement (the count is a subquery run once). */
    async list(q: ProblemListQuery, userId: string | undefined) {
      const shape = `${q.sort}:${q.order ?? ''}:${q.difficulty ? 'd' : ''}${q.category ? 'c' : ''}${q.search ? 's' : ''}`;
      const values = filterValues(q, userId);
      const rows = await lists(shape, () => buildList(q)).execute({
        ...values,
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      // Past the last page there is no row to carry the count.
      const total =
        rows[0]?.total ??
        (
          await db.select({ n: sql<number>`count(*)::int` }).from(problems).where(filters(q)).execute(values)
        )[0]?.n ??
        0;
      return { rows, total };
    },

    async random(q: { difficulty?: Difficulty; category?: Category }, userId: string | undefined) {
      const [row] = await db
        .select(SUMMARY)
        .from(problems)
        .leftJoin(userProblems, progressJoin(userId))
        .where(filters(q))
        .orderBy(sql`random()`)
        .limit(1)
        .execute(filterValues(q, userId));
      return row;
    },

    /** Problems everyone can see that were added since `since`: the newest `limit`, and how many in all. */
    async addedSince(since: Date, limit: number) {
      const rows = await db
        .select({
          slug: problems.slug,
          title: problems.title,
          difficulty: problems.difficulty,
          category: problems.category,
          total: sql<number>`count(*) over ()::int`,
        })
        .from(problems)
        .where(and(visibleTo(NO_USER), sql`${problems.createdAt} >= ${since.toISOString()}`))
        .orderBy(desc(problems.createdAt), problems.title)
        .limit(limit);
      return { problems: rows.map(({ total: _t, ...p }) => p), total: rows[0]?.total ?? 0 };
    },

    async categoryCounts(): Promise<Map<string, number>> {
      const rows = await db
        .select({ category: problems.category, n: sql<number>`count(*)::int` })
        .from(problems)
        .where(visibleTo(NO_USER))
        .groupBy(problems.category);
      return new Map(rows.map((r) => [r.category, r.n]));
    },

    /** A problem's page, by id or by slug, with the caller's progress on it and its visible tests. */
    async page(idOrSlug: string, userId: string) {
      const by = UUID.test(idOrSlug) ? 'id' : 'slug';
      const [row] = await pages(by, () => buildPage(by)).execute({ userId, key: idOrSlug });
      return row;
    },

    /** The Solution reveal: the editorial and the reference solutions (of a problem `viewer` may see). */
    async solution(idOrSlug: string, viewer: string) {
      const [row] = await db
        .select({ editorial: problems.editorial, solutions: problems.solutions })
        .from(problems)
        .where(and(byIdOrSlug(idOrSlug), visibleTo(viewer)))
        .limit(1);
      return row;
    },

    /**
     * Whether `userId` is competing right now in a contest that has this problem (a live contest
     * they registered for, or their running virtual run): its editorial waits (decision 015).
     */
    async inContestOf(idOrSlug: string, userId: string): Promise<boolean> {
      const r = await db.execute<{ busy: boolean }>(sql`
        select exists (
          select 1 from contest_problems cp
          join contests c on c.id = cp.contest_id
          join contest_registrations r on r.contest_id = c.id and r.user_id = ${userId}
          join problems p on p.id = cp.problem_id
          where (p.id::text = ${idOrSlug} or p.slug = ${idOrSlug})
            and now() < coalesce(r.virtual_started_at, c.starts_at) + make_interval(mins => c.duration_minutes)
            and now() >= coalesce(r.virtual_started_at, c.starts_at)
        ) as busy`);
      return r.rows[0]?.busy ?? false;
    },

    /**
     * What the judge needs to run code against a problem, by id or by slug; with `viewer`, only a
     * problem that user may see (a learner's request), without it any (the worker's).
     */
    async forJudge(idOrSlug: string, viewer?: string) {
      const where = viewer ? and(byIdOrSlug(idOrSlug), visibleTo(viewer)) : byIdOrSlug(idOrSlug);
      const [row] = await db.select(JUDGE).from(problems).where(where).limit(1);
      return row;
    },

    async tests(problemId: string, opts: { hidden?: boolean } = {}) {
      return db
        .select({ input: problemTests.input, expected: problemTests.expected })
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
export type ProblemSummaryRow = NonNullable<Awaited<ReturnType<ProblemRepository['random']>>>;
export type ProblemPageRow = NonNullable<Awaited<ReturnType<ProblemRepository['page']>>>;
export type JudgeProblem = NonNullable<Awaited<ReturnType<ProblemRepository['forJudge']>>>;
