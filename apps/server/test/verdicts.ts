import type { BuiltProblem } from '@codecoach/content';
import type { Verdict } from '@codecoach/contracts';
import type { JudgeResult } from '@codecoach/judge';
import { createProblemRepository } from '../src/modules/problems/repository.ts';
import { createProblem } from './builders.ts';
import type { TestApp } from './helper.ts';

/**
 * Test support for the progress suites: verdicts written through the real
 * JudgingService.recordVerdict (the one place verdicts are written), for submissions stored with
 * a chosen submission time, so that days, streaks and windows can be set up exactly.
 */

/** The judge's facts of a stored problem, as the worker reads them. */
export async function judgeProblem(t: TestApp, problemId: string) {
  const found = await createProblemRepository(t.ctx.database.db).forJudge(problemId);
  if (!found) throw new Error('problem not found');
  return found;
}

export function judgeResult(verdict: Verdict): JudgeResult {
  const passed = verdict === 'accepted' ? 5 : 2;
  return {
    verdict,
    runtimeMs: 12,
    memoryMb: 40,
    testsPassed: passed,
    totalTests: 5,
    tests: [],
    sandboxed: true,
    ...(verdict === 'accepted' || verdict === 'internal_error'
      ? {}
      : { firstFailure: { index: passed, input: [[1, 2], 3], expected: [0, 1], actual: [1, 0] } }),
  };
}

export async function addProblem(t: TestApp, meta: Partial<BuiltProblem['meta']>): Promise<string> {
  const fixture = await createProblem(t.ctx.database.db, meta);
  const [row] = await t.sql<{ id: string }>('select id from problems where slug = $1', [fixture.slug]);
  if (!row) throw new Error('fixture problem missing');
  return row.id;
}

/** Stores a pending submission made at `at` (default now) and writes its verdict. Returns its id. */
export async function judged(
  t: TestApp,
  userId: string,
  problemId: string,
  verdict: Verdict,
  at?: Date,
): Promise<string> {
  const [row] = await t.sql<{ id: string }>(
    `insert into submissions (user_id, problem_id, language, code, submitted_at)
     values ($1, $2, 'javascript', '// progress test', coalesce($3::timestamptz, now())) returning id`,
    [userId, problemId, at?.toISOString() ?? null],
  );
  if (!row) throw new Error('could not store the submission');
  const written = await t.judging.recordVerdict(
    row.id,
    userId,
    await judgeProblem(t, problemId),
    judgeResult(verdict),
  );
  if (!written) throw new Error('verdict not written');
  return row.id;
}

export async function getJson<T = Record<string, unknown>>(t: TestApp, token: string, url: string) {
  const res = await t.injectAs(token, { method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  const body: { success: boolean; data: T } = res.json();
  return body;
}
