import { argsError, formatReadableInput } from '@codecoach/content';
import type { Difficulty, Language, RunRequest, Signature, SubmitRequest } from '@codecoach/contracts';
import { RUN_VISIBLE_TESTS } from '@codecoach/contracts';
import type { Judge, JudgeRequest, JudgeResult, JudgeTest } from '@codecoach/judge';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { submissions } from '../../db/schema/index.ts';
import { errors } from '../../lib/errors.ts';
import { Lru } from '../../lib/lru.ts';
import { hit } from '../../lib/rate-limit.ts';
import { createProblemRepository, type ProblemRow } from '../problems/repository.ts';
import { isCounted } from '../progress/definitions.ts';
import { PROGRESS_LOCK, recordProgress } from '../progress/on-verdict.ts';
import type { EventBus, ProgressNote } from './events.ts';
import { SOLVE_POINTS } from './points.ts';
import { addJudgeJobSql, PRIORITY } from './queue.ts';

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
  events: EventBus;
}) {
  const { database, events } = deps;
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
      const cap = deps.config.judge.pendingPerUser;
      const priority = req.contestId ? PRIORITY.contest : PRIORITY.practice;
      // One round trip: the per-learner cap, the row (with its test count) and its job, which
      // commit together. The stream sends `queued` itself when it opens, so nothing is published.
      const [r] = (
        await db.execute<{ id: string | null; pending: number; jobs: number }>(sql`
          with pending as (
            select count(*)::int as n from submissions where user_id = ${userId} and status = 'pending'
          ), inserted as (
            insert into submissions (user_id, problem_id, language, code, contest_id, total_tests)
            select ${userId}, ${p.id}, ${req.language}, ${req.code}, ${req.contestId ?? null},
              (select count(*)::int from problem_tests where problem_id = ${p.id})
            from pending where n < ${cap}
            returning id
          ), job as (${addJudgeJobSql(sql`inserted`, p.id, priority)})
          select (select id from inserted) as id, (select n from pending) as pending,
            (select count(*)::int from job) as jobs`)
      ).rows;
      if (!r?.id) {
        throw errors.rateLimited(
          5,
          `You already have ${r?.pending ?? cap} submissions being judged. Please wait for their verdicts.`,
        );
      }
      if (r.jobs !== 1) throw new Error('could not enqueue the submission');
      return r.id;
    },

    /**
     * The worker's task. Judges a pending submission and writes its verdict exactly once. A judge
     * failure throws so the queue retries; on the last attempt it is recorded as internal_error,
     * which never counts against the learner.
     */
    async judgeSubmission(
      submissionId: string,
      attempt: { number: number; max: number },
      problemId?: string,
    ): Promise<void> {
      const judge = requireJudge();
      // The claim and the problem are read at once when the job names the problem.
      const [[sub], known] = await Promise.all([
        db
          .update(submissions)
          .set({ judgeAttempts: sql`${submissions.judgeAttempts} + 1` })
          .where(and(eq(submissions.id, submissionId), eq(submissions.status, 'pending')))
          .returning(),
        problemId ? problemsRepo.find(problemId) : undefined,
      ]);
      if (!sub) {
        // Already judged (a job that ran twice, or a retry after the progress step failed).
        await this.applyProgress(submissionId);
        return;
      }
      const p = known?.p.id === sub.problemId ? known.p : await loadProblem(sub.problemId);
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
      // The learner hears of the verdict as soon as it is committed, before the progress step.
      const written = await this.recordVerdict(sub.id, sub.userId, p, result, { announce: true });
      if (!written) await events.publish(pool, { id: submissionId, phase: 'verdict' });
    },

    /**
     * Brings the learner's progress aggregates up to date with one written verdict, once: the
     * verdict's transaction set `progress_pending`, and this transaction clears it. Returns whether
     * it applied anything. Safe to call at any time, from any process.
     */
    async applyProgress(submissionId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        // Shared with other verdicts; rebuildProgress takes it exclusively (see there).
        await tx.execute(sql`select pg_advisory_xact_lock_shared(${PROGRESS_LOCK})`);
        const [s] = (
          await tx.execute<{
            user_id: string;
            status: string;
            points: number;
            problem_id: string;
            difficulty: string;
            category: string;
          }>(sql`
            update submissions s set progress_pending = false from problems p
            where s.id = ${submissionId} and s.progress_pending and p.id = s.problem_id
            returning s.user_id, s.status, s.points, p.id as problem_id, p.difficulty, p.category`)
        ).rows;
        if (!s) return false;
        await recordProgress(tx, {
          submissionId,
          userId: s.user_id,
          problem: { id: s.problem_id, difficulty: s.difficulty, category: s.category },
          verdict: s.status,
          // Points are given for the first accepted solve only (recordVerdict).
          firstSolve: s.points > 0,
          points: s.points,
        });
        return true;
      });
    },

    /** Applies the progress of verdicts whose progress step did not run (a crash, a lost connection). */
    async sweepProgress(olderThanMs = 30_000): Promise<number> {
      const { rows } = await db.execute<{ id: string }>(sql`
        select id from submissions where progress_pending
          and judged_at < now() - make_interval(secs => ${olderThanMs / 1000})
        order by judged_at limit 200`);
      let applied = 0;
      for (const r of rows) if (await this.applyProgress(r.id)) applied++;
      return applied;
    },

    /**
     * Writes the verdict if the submission is still pending, with the learner's solved state and
     * the problem's counters, then the learner's progress aggregates in a second transaction
     * (applyProgress): the verdict's transaction stays short, and `beforeProgress` (publishing
     * the verdict) runs between the two. Resolves once both are written; false if the verdict
     * had been written before.
     */
    async recordVerdict(
      submissionId: string,
      userId: string,
      p: ProblemRow,
      result: JudgeResult,
      opts: {
        /** Send the verdict note when the verdict commits (the worker does; tests need not). */
        announce?: boolean;
        /** Runs between the two transactions (tests use it to stand for a crash there). */
        beforeProgress?: () => Promise<void>;
      } = {},
    ): Promise<boolean> {
      const signature = p.signature as Signature;
      const failed = result.firstFailure;
      const counts = result.verdict !== 'internal_error'; // an internal error is never charged
      const accepted = result.verdict === 'accepted';
      const failedTest = failed
        ? JSON.stringify({
            input: formatReadableInput(signature, failed.input),
            expectedOutput: failed.expected,
            actualOutput: failed.actual ?? null,
          })
        : null;
      const firstSolve = sql`coalesce((select first_solve from solved), false)`;
      // One statement, so one round trip, atomic on its own. The row lock taken first makes a
      // second writer (a job that ran twice) wait, then find the verdict written and do nothing.
      const [row] = (
        await db.execute<{ written: number }>(sql`
          with target as (
            select id from submissions where id = ${submissionId} and status = 'pending' for update
          ), solved as (
            insert into user_problems as up (user_id, problem_id, attempts, solved_at)
            select ${userId}, ${p.id}, 1, ${accepted ? sql`now()` : sql`null`} from target where ${counts}
            on conflict (user_id, problem_id) do update set attempts = up.attempts + 1,
              solved_at = ${accepted ? sql`coalesce(up.solved_at, now())` : sql`up.solved_at`}
            returning (${accepted} and (xmax = 0 or up.solved_at = now())) as first_solve
          ), verdict as (
            update submissions s set status = ${result.verdict},
              runtime_ms = ${Math.round(result.runtimeMs)},
              memory_mb = ${Math.round(result.memoryMb * 10) / 10},
              tests_passed = ${result.testsPassed}, total_tests = ${result.totalTests},
              error_message = ${failureMessage(result)}, compile_output = ${result.compileOutput ?? null},
              failed_test = ${failedTest}::jsonb, judged_at = now(),
              progress_pending = ${isCounted(result.verdict)},
              points = case when ${firstSolve} then ${SOLVE_POINTS[p.difficulty as Difficulty]}::int else 0 end
            from target where s.id = target.id
            returning s.id
          ), counters as (
            update problems set submissions_count = submissions_count + 1,
              accepted_count = accepted_count + ${accepted ? 1 : 0},
              solved_by = solved_by + case when ${firstSolve} then 1 else 0 end
            where id = ${p.id} and ${counts} and exists (select 1 from verdict)
            returning 1
          ), note as (
            ${opts.announce ? events.noteSql({ id: submissionId, phase: 'verdict' }, sql`verdict`) : sql`select 1 where false`}
          )
          select (select count(*) from verdict)::int as written,
            (select count(*) from counters) + (select count(*) from note) as touched`)
      ).rows;
      const written = (row?.written ?? 0) > 0;
      if (!written) return false;
      await opts.beforeProgress?.();
      await this.applyProgress(submissionId);
      return true;
    },
  };
}
export type JudgingService = ReturnType<typeof createJudgingService>;
