import type { SubmissionListQuery } from '@codecoach/contracts';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { problems, submissions, users } from '../../db/schema/index.ts';

/** The reads of the `submissions` repository (repository.ts). */

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
  /**
   * A contest submission whose contest is still running for its author (the contest, or their
   * virtual run): its failing test stays hidden until then (docs/api.md, Submission).
   */
  inLiveContest: sql<boolean>`(${submissions.contestId} is not null and exists (
    select 1 from contests c
    left join contest_registrations r on r.contest_id = c.id and r.user_id = ${submissions.userId}
    where c.id = ${submissions.contestId}
      and now() < coalesce(r.virtual_started_at, c.starts_at) + make_interval(mins => c.duration_minutes)))`,
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
    /** One learner's submissions, filtered and sorted, one page, and how many match. */
    async listOfUser(userId: string, q: SubmissionListQuery) {
      const parts: SQL[] = [eq(submissions.userId, userId)];
      if (q.status) parts.push(eq(submissions.status, q.status));
      if (q.language) parts.push(eq(submissions.language, q.language));
      if (q.problemId) parts.push(eq(submissions.problemId, q.problemId));
      const where = and(...parts);
      const column =
        q.sort === 'runtime'
          ? submissions.runtimeMs
          : q.sort === 'memory'
            ? submissions.memoryMb
            : submissions.submittedAt;
      // Unjudged rows have no runtime or memory: they sort last whatever the direction.
      const order = q.sort === 'submittedAt' ? [] : [asc(isNull(column))];
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
