import type { SubmissionListQuery, SubmissionStatus } from '@codecoach/contracts';
import { and, asc, desc, eq, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { problems, submissions, users } from '../../db/schema/index.ts';

/** The reads of the `submissions` repository (repository.ts). */

/**
 * Whether its author competes right now on this submission's problem (decision 015): a contest
 * submission while the contest, or their virtual run, runs; or a practice submission made during
 * that window of a problem of a contest they compete in (the bank's problems stay open to practice,
 * and Submit there runs the same hidden tests). Its failing test and its figures stay hidden until
 * the end (docs/api.md, Submission).
 */
export const inLiveContest = sql<boolean>`(case when ${submissions.contestId} is not null then exists (
    select 1 from contests c
    left join contest_registrations r on r.contest_id = c.id and r.user_id = ${submissions.userId}
    where c.id = ${submissions.contestId}
      and now() < coalesce(r.virtual_started_at, c.starts_at) + make_interval(mins => c.duration_minutes))
  else exists (
    select 1 from contest_registrations r
    join contests c on c.id = r.contest_id
    join contest_problems cp on cp.contest_id = c.id and cp.problem_id = ${submissions.problemId}
    where r.user_id = ${submissions.userId}
      and ${submissions.submittedAt} >= coalesce(r.virtual_started_at, c.starts_at)
      and now() < coalesce(r.virtual_started_at, c.starts_at) + make_interval(mins => c.duration_minutes))
  end)`;

/**
 * The verdicts whose runtime and memory stay shown inside a live contest: an accepted run, and a
 * compile error (no test ran). Any other ran hidden tests and failed one, and a program can spend
 * time or memory as a function of a hidden input before it fails.
 */
export const FIGURES_KEPT: readonly SubmissionStatus[] = ['accepted', 'compilation_error'];

/** The figures are withheld from the author (admins see them): `inLiveContest` and not `FIGURES_KEPT`. */
export const figuresHidden = sql<boolean>`(${notInArray(submissions.status, [...FIGURES_KEPT])} and ${inLiveContest})`;

/** The columns a learner is shown (the list and one submission), and the owner for the 404 rule. */
const SHOWN = {
  id: submissions.id,
  userId: submissions.userId,
  code: submissions.code,
  language: submissions.language,
  status: submissions.status,
  runtimeMs: submissions.runtimeMs,
  memoryMb: submissions.memoryMb,
  testsPassed: submissions.testsPassed,
  totalTests: submissions.totalTests,
  submittedAt: submissions.submittedAt,
  points: submissions.points,
  errorMessage: submissions.errorMessage,
  compileOutput: submissions.compileOutput,
  failedTest: submissions.failedTest,
  inLiveContest,
};
const SHOWN_PROBLEM = { id: problems.id, title: problems.title, difficulty: problems.difficulty };

/** When a submission was made, and its learner's time zone (the progress step's day), in `tx`. */
export async function whenSubmitted(tx: Executor, submissionId: string) {
  const [row] = await tx
    .select({ submittedAt: submissions.submittedAt, timeZone: users.timeZone })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(eq(submissions.id, submissionId));
  return row;
}

export function createSubmissionQueries(db: Db) {
  return {
    /**
     * One learner's submissions, filtered and sorted, one page, and how many match. Sorted by
     * runtime or memory, a row whose figures the learner is not shown (`figuresHidden`; `jury`:
     * an admin, shown all) sorts as one without: its place would tell them. Memory sorts by the
     * whole MB shown.
     */
    async listOfUser(userId: string, q: SubmissionListQuery, jury = false) {
      const parts: SQL[] = [eq(submissions.userId, userId)];
      if (q.status) parts.push(eq(submissions.status, q.status));
      if (q.language) parts.push(eq(submissions.language, q.language));
      if (q.problemId) parts.push(eq(submissions.problemId, q.problemId));
      const where = and(...parts);
      const figure =
        q.sort === 'runtime'
          ? sql`${submissions.runtimeMs}`
          : q.sort === 'memory'
            ? sql`floor(${submissions.memoryMb} + 0.5)`
            : undefined;
      const column = !figure
        ? submissions.submittedAt
        : jury
          ? figure
          : sql`case when ${figuresHidden} then null else ${figure} end`;
      // Unjudged rows have no runtime or memory: they sort last whatever the direction.
      const order = figure ? [asc(isNull(column))] : [];
      const [rows, [total]] = await Promise.all([
        db
          .select({ s: SHOWN, p: SHOWN_PROBLEM })
          .from(submissions)
          .innerJoin(problems, eq(problems.id, submissions.problemId))
          .where(where)
          .orderBy(...order, q.order === 'asc' ? asc(column) : desc(column), desc(submissions.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(submissions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** One submission with its problem's title and difficulty, whoever owns it. */
    async findShown(id: string) {
      const [row] = await db
        .select({ s: SHOWN, p: SHOWN_PROBLEM })
        .from(submissions)
        .innerJoin(problems, eq(problems.id, submissions.problemId))
        .where(eq(submissions.id, id))
        .limit(1);
      return row;
    },

    /** A learner's latest submissions (any status), via submissions_user_time_idx. */
    async latestOfUser(userId: string, limit: number) {
      return db
        .select({
          id: submissions.id,
          status: submissions.status,
          language: submissions.language,
          points: submissions.points,
          submittedAt: submissions.submittedAt,
          problem: {
            id: problems.id,
            title: problems.title,
            difficulty: problems.difficulty,
            category: problems.category,
          },
        })
        .from(submissions)
        .innerJoin(problems, eq(problems.id, submissions.problemId))
        .where(eq(submissions.userId, userId))
        .orderBy(desc(submissions.submittedAt), desc(submissions.id))
        .limit(limit);
    },
  };
}
export type ShownSubmission = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createSubmissionQueries>['findShown']>>
>;
