import { argsError, formatReadableInput } from '@codecoach/content';
import type { Difficulty, Language, RunRequest, Signature, SubmitRequest } from '@codecoach/contracts';
import { RUN_VISIBLE_TESTS } from '@codecoach/contracts';
import type { Judge, JudgeRequest, JudgeResult, JudgeTest } from '@codecoach/judge';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { problems, submissions, userProblems } from '../../db/schema/index.ts';
import { errors } from '../../lib/errors.ts';
import { Lru } from '../../lib/lru.ts';
import { hit } from '../../lib/rate-limit.ts';
import { createProblemRepository, type ProblemRow } from '../problems/repository.ts';
import { recordProgress } from '../progress/on-verdict.ts';
import type { EventBus, ProgressNote } from './events.ts';
import { SOLVE_POINTS } from './points.ts';
import { PRIORITY, type QueueClient } from './queue.ts';

/**
 * A problem's custom checker (an ES module whose default export is
 * `(input, expected, actual) => boolean`), loaded from its stored source. It is the problem
 * author's reviewed code, run outside the sandbox on data only.
 */
async function loadChecker(source: string): Promise<JudgeRequest['customChecker']> {
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as {
    default?: unknown;
  };
  if (typeof mod.default !== 'function')
    throw new Error('custom checker: the default export must be a function');
  const fn = mod.default as (input: unknown[], expected: unknown, actual: unknown) => unknown;
  return (input, expected, actual) => fn(input, expected, actual) === true;
}

/** Run Code requests per learner per minute. */
const RUNS_PER_MINUTE = 20;
/** Progress notes of one submission: at most one per this interval (the verdict is not held). */
const PROGRESS_INTERVAL_MS = 100;
/** Test data a worker keeps in memory, as JSON bytes (the parsed form and its encodings take a few times more). */
const TEST_CACHE_BYTES = 64 * 1024 * 1024;

/** The one-line message a learner sees for a failed verdict. */
export function failureMessage(r: JudgeResult): string | null {
  const at = r.firstFailure ? ` on test ${r.firstFailure.index + 1}` : '';
  switch (r.verdict) {
    case 'accepted':
      return null;
    case 'compilation_error':
      return r.error?.message ?? 'Compilation failed';
    case 'runtime_error':
      return r.error
        ? `${r.error.type}: ${r.error.message}${r.error.line ? ` (line ${r.error.line})` : ''}`
        : `Runtime error${at}`;
    case 'time_limit_exceeded':
      return `Time limit exceeded${at}`;
    case 'memory_limit_exceeded':
      return `Memory limit exceeded${at}`;
    case 'wrong_answer':
      return `Wrong answer${at}`;
    case 'internal_error':
      return r.error?.message ?? 'The judge failed; your submission will be judged again';
  }
}

/**
 * Publishes a submission's progress one note at a time, in order, at most one every
 * `minIntervalMs`: a note overtaken while another was in flight or waiting is skipped, so the
 * stream shows the latest state (never test 42 then test 27), and a fast run does not spend a
 * NOTIFY per test on a machine whose other core runs the learner's code. `flush` drops what is
 * still waiting (the verdict supersedes it) and resolves once nothing is in flight.
 */
export function orderedPublisher(
  events: Pick<EventBus, 'publish'>,
  pool: Database['pool'],
  minIntervalMs = PROGRESS_INTERVAL_MS,
) {
  let next: ProgressNote | undefined;
  let running: Promise<void> | undefined;
  let lastSent = Number.NEGATIVE_INFINITY;
  let done = false;
  let wake: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pump = async () => {
    while (next && !done) {
      const wait = lastSent + minIntervalMs - performance.now();
      if (wait > 0) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, wait);
        });
        continue; // re-read the latest note, or stop if flushed meanwhile
      }
      const note = next;
      next = undefined;
      lastSent = performance.now();
      await events.publish(pool, note).catch(() => {}); // progress is best effort; the verdict is not
    }
    running = undefined;
  };
  return {
    push(note: ProgressNote): void {
      if (done) return;
      next = note;
      running ??= pump();
    },
    flush(): Promise<void> {
      done = true;
      next = undefined;
      clearTimeout(timer);
      wake?.();
      return running ?? Promise.resolve();
    },
  };
}

export function createJudgingService(deps: {
  config: Config;
  database: Database;
  judge: Judge | undefined;
  queue: QueueClient;
  events: EventBus;
}) {
  const { database, queue, events } = deps;
  const { db, pool } = database;
  const problemsRepo = createProblemRepository(db);
  // Both per problem version, which never changes: an edited problem gets a new version.
  const checkers = new Lru<string, Promise<JudgeRequest['customChecker']>>(64);
  // A problem's tests, kept so that a submission does not read and parse megabytes of test data
  // again, and handed to the judge as the same array, so it reuses their encoding too. Weighed
  // by their JSON size: the largest problems have about 20 MB of tests.
  const judgeTests = new Lru<string, JudgeTest[]>(TEST_CACHE_BYTES);

  function requireJudge(): Judge {
    if (!deps.judge) throw errors.unavailable('Code execution is not available on this server right now');
    return deps.judge;
  }

  async function loadProblem(id: string): Promise<ProblemRow> {
    const row = await problemsRepo.find(id);
    if (!row) throw errors.notFound('Problem not found');
    return row.p;
  }

  function customCheckerOf(p: ProblemRow): Promise<JudgeRequest['customChecker']> | undefined {
    if (p.checker !== 'custom' || !p.checkerCode) return undefined;
    const key = `${p.id}:${p.version}`;
    let c = checkers.get(key);
    if (!c) {
      c = loadChecker(p.checkerCode);
      checkers.set(key, c);
    }
    return c;
  }

  async function testsOf(p: ProblemRow): Promise<JudgeTest[]> {
    const key = `${p.id}:${p.version}`;
    const hit = judgeTests.get(key);
    if (hit) return hit;
    const rows = await problemsRepo.tests(p.id);
    const tests = rows.map((t) => ({ input: t.input as unknown[], expected: t.expected }));
    const bytes = tests.reduce(
      (n, t) => n + JSON.stringify(t.input).length + JSON.stringify(t.expected ?? null).length,
      0,
    );
    judgeTests.set(key, tests, bytes);
    return tests;
  }

  async function baseRequest(p: ProblemRow, language: Language, code: string) {
    const customChecker = await customCheckerOf(p);
    return {
      language,
      code,
      signature: p.signature as Signature,
      checker: p.checker as JudgeRequest['checker'],
      ...(customChecker ? { customChecker } : {}),
      timeLimitMs: p.timeLimitMs,
      memoryLimitMb: p.memoryLimitMb,
    };
  }

  return {
    /** Run Code: up to 3 visible tests plus the custom input, whose expected output the reference computes. */
    async run(userId: string, req: RunRequest) {
      const judge = requireJudge();
      await hit(db, `run:user:${userId}`, RUNS_PER_MINUTE, 60_000);
      const p = await loadProblem(req.problemId);
      const signature = p.signature as Signature;
      const visible = (await problemsRepo.tests(p.id, { hidden: false })).slice(0, RUN_VISIBLE_TESTS);
      const tests: Array<{ input: unknown[]; expected?: unknown; custom: boolean }> = visible.map((t) => ({
        input: t.input,
        expected: t.expected,
        custom: false,
      }));
      if (req.customInput !== undefined && req.customInput.trim() !== '') {
        let args: unknown;
        try {
          args = JSON.parse(req.customInput);
        } catch {
          throw errors.validation([
            {
              field: 'customInput',
              message: 'Custom input must be a JSON array of the arguments, e.g. [[2,7,11,15], 9]',
            },
          ]);
        }
        const problem = argsError(signature, args);
        if (problem) throw errors.validation([{ field: 'customInput', message: `Custom input: ${problem}` }]);
        const reference = p.solutions.javascript;
        if (!reference)
          throw errors.unavailable('This problem has no reference solution to compute the expected output');
        const ref = await judge.run({
          ...(await baseRequest(p, 'javascript', reference)),
          tests: [{ input: args as unknown[] }],
          stopOnFirstFailure: false,
        });
        const refTest = ref.tests[0];
        if (refTest?.verdict !== 'accepted') {
          throw errors.validation([
            {
              field: 'customInput',
              message: `Custom input is outside what this problem allows (the reference solution could not run it: ${failureMessage(ref) ?? ref.verdict})`,
            },
          ]);
        }
        tests.push({ input: args as unknown[], expected: refTest.actual, custom: true });
      }
      const result = await judge.run({
        ...(await baseRequest(p, req.language, req.code)),
        tests: tests.map((t) => ({ input: t.input, expected: t.expected })),
        stopOnFirstFailure: false,
      });
      return {
        status: result.verdict,
        results: result.tests.map((r) => {
          const t = tests[r.index];
          return {
            input: formatReadableInput(signature, t?.input ?? []),
            expectedOutput: t?.expected ?? null,
            actualOutput: r.actual ?? null,
            passed: r.passed,
            verdict: r.verdict,
            runtime: r.runtimeMs,
            stdout: r.stdout,
            ...(r.error
              ? {
                  error: `${r.error.type}: ${r.error.message}${r.error.line ? ` (line ${r.error.line})` : ''}`,
                }
              : {}),
            custom: t?.custom ?? false,
          };
        }),
        ...(result.compileOutput ? { compileOutput: result.compileOutput } : {}),
        ...(result.verdict !== 'accepted' && failureMessage(result)
          ? { errorMessage: failureMessage(result) ?? undefined }
          : {}),
        runtime: result.runtimeMs,
        memory: result.memoryMb,
      };
    },

    /** Submit: a pending row and a job; the verdict arrives through the queue and the event stream. */
    async submit(userId: string, req: SubmitRequest): Promise<string> {
      const p = await loadProblem(req.problemId);
      const [pending] = await db
        .select({ n: count() })
        .from(submissions)
        .where(and(eq(submissions.userId, userId), eq(submissions.status, 'pending')));
      if ((pending?.n ?? 0) >= deps.config.judge.pendingPerUser) {
        throw errors.rateLimited(
          5,
          `You already have ${pending?.n} submissions being judged. Please wait for their verdicts.`,
        );
      }
      const [testCount] = await db
        .execute<{ n: number }>(sql`select count(*)::int as n from problem_tests where problem_id = ${p.id}`)
        .then((r) => r.rows);
      const [row] = await db
        .insert(submissions)
        .values({
          userId,
          problemId: p.id,
          language: req.language,
          code: req.code,
          contestId: req.contestId ?? null,
          totalTests: testCount?.n ?? 0,
        })
        .returning({ id: submissions.id });
      if (!row) throw new Error('could not store the submission');
      await queue.enqueue({ submissionId: row.id }, req.contestId ? PRIORITY.contest : PRIORITY.practice);
      await events.publish(pool, { id: row.id, phase: 'queued' });
      return row.id;
    },

    /**
     * The worker's task. Judges a pending submission and writes its verdict exactly once. A judge
     * failure throws so the queue retries; on the last attempt it is recorded as internal_error,
     * which never counts against the learner.
     */
    async judgeSubmission(submissionId: string, attempt: { number: number; max: number }): Promise<void> {
      const judge = requireJudge();
      const [sub] = await db
        .update(submissions)
        .set({ judgeAttempts: sql`${submissions.judgeAttempts} + 1` })
        .where(and(eq(submissions.id, submissionId), eq(submissions.status, 'pending')))
        .returning();
      if (!sub) return; // already judged (a job that ran twice)
      const p = await loadProblem(sub.problemId);
      const progress = orderedPublisher(events, pool);
      const result = await judge
        .run({
          ...(await baseRequest(p, sub.language as Language, sub.code)),
          tests: await testsOf(p),
          stopOnFirstFailure: true,
          onProgress: (e) =>
            progress.push(
              e.phase === 'compiling'
                ? { id: submissionId, phase: 'compiling' }
                : { id: submissionId, phase: 'running', test: e.test, total: e.total },
            ),
        })
        // The verdict event comes after every progress note; a judge that throws leaves none behind.
        .finally(() => progress.flush());
      if (result.verdict === 'internal_error' && attempt.number < attempt.max) {
        throw new Error(`judge failure on attempt ${attempt.number}: ${result.error?.message ?? 'unknown'}`);
      }
      await this.recordVerdict(sub.id, sub.userId, p, result);
      await events.publish(pool, { id: submissionId, phase: 'verdict' });
    },

    /** Writes the verdict if the submission is still pending, and the running totals with it. */
    async recordVerdict(
      submissionId: string,
      userId: string,
      p: ProblemRow,
      result: JudgeResult,
    ): Promise<boolean> {
      const signature = p.signature as Signature;
      return db.transaction(async (tx) => {
        const failed = result.firstFailure;
        const [written] = await tx
          .update(submissions)
          .set({
            status: result.verdict,
            runtimeMs: Math.round(result.runtimeMs),
            memoryMb: Math.round(result.memoryMb * 10) / 10,
            testsPassed: result.testsPassed,
            totalTests: result.totalTests,
            errorMessage: failureMessage(result),
            compileOutput: result.compileOutput ?? null,
            failedTest: failed
              ? {
                  input: formatReadableInput(signature, failed.input),
                  expectedOutput: failed.expected,
                  actualOutput: failed.actual ?? null,
                }
              : null,
            judgedAt: new Date(),
          })
          .where(and(eq(submissions.id, submissionId), eq(submissions.status, 'pending')))
          .returning({ id: submissions.id });
        if (!written) return false; // someone else wrote it first: the verdict is written once
        if (result.verdict === 'internal_error') return true; // never charged to the learner
        const accepted = result.verdict === 'accepted';
        const [progress] = await tx
          .insert(userProblems)
          .values({ userId, problemId: p.id, attempts: 1, solvedAt: accepted ? sql`now()` : null })
          .onConflictDoUpdate({
            target: [userProblems.userId, userProblems.problemId],
            set: {
              attempts: sql`${userProblems.attempts} + 1`,
              solvedAt: accepted
                ? sql`coalesce(${userProblems.solvedAt}, now())`
                : sql`${userProblems.solvedAt}`,
            },
          })
          .returning({
            solvedAt: userProblems.solvedAt,
            firstSolve: sql<boolean>`(xmax = 0 or ${userProblems.solvedAt} = now())`,
          });
        const firstSolve = accepted && progress?.firstSolve === true;
        if (firstSolve) {
          await tx
            .update(submissions)
            .set({ points: SOLVE_POINTS[p.difficulty as Difficulty] })
            .where(eq(submissions.id, submissionId));
        }
        await tx
          .update(problems)
          .set({
            submissionsCount: sql`${problems.submissionsCount} + 1`,
            acceptedCount: sql`${problems.acceptedCount} + ${accepted ? 1 : 0}`,
            solvedBy: sql`${problems.solvedBy} + ${firstSolve ? 1 : 0}`,
          })
          .where(eq(problems.id, p.id));
        const points = firstSolve ? SOLVE_POINTS[p.difficulty as Difficulty] : 0;
        await recordProgress(tx, {
          submissionId,
          userId,
          problem: p,
          verdict: result.verdict,
          firstSolve,
          points,
        });
        return true;
      });
    },
  };
}
export type JudgingService = ReturnType<typeof createJudgingService>;
