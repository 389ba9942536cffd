import { createJudge, type Judge } from '@codecoach/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoSumFixture } from '../../../test/builders.ts';
import { build, startLanes, type TestApp } from '../../../test/helper.ts';
import { seedProblems } from '../problems/seed.ts';
import { judgingLane } from './lane.ts';

/**
 * A problem with `checker: custom`, judged end to end through HTTP: the server hands the
 * checker's source to the judge, which runs it in a box of its own (packages/judge
 * checker-box.ts); nothing of it runs in this process.
 */

let t: TestApp;
let judge: Judge;
let stopWorkers: () => Promise<void>;
const ids: Record<'pairs' | 'looping' | 'throwing', string> = { pairs: '', looping: '', throwing: '' };

/** Any two distinct indices whose values sum to the target are right. */
const PAIRS = `export default function (input, expected, actual) {
  const [nums, target] = input;
  if (!Array.isArray(actual) || actual.length !== 2 || actual[0] === actual[1]) return { ok: false, message: 'two different indices' };
  return nums[actual[0]] + nums[actual[1]] === target;
}`;
/** A checker that would run forever in the server's process, were it run there. */
const LOOPING = 'export default () => { for (;;) {} };';
const THROWING = "export default () => { throw new Error('checker bug'); };";

/** Correct, each pair reversed: only a checker accepts it (the expected outputs are ascending). */
const REVERSED =
  'var twoSum = function(nums, target) { const m = new Map(); for (let i = 0; i < nums.length; i++) { if (m.has(target - nums[i])) return [i, m.get(target - nums[i])]; m.set(nums[i], i); } return []; };';

beforeAll(async () => {
  judge = await createJudge({ allowUnsandboxed: process.env.JUDGE_ALLOW_UNSANDBOXED === 'true', slots: 2 });
  t = await build({}, { judge });
  for (const [key, source] of [
    ['pairs', PAIRS],
    ['looping', LOOPING],
    ['throwing', THROWING],
  ] as const) {
    const p = twoSumFixture({ slug: `two-sum-custom-${key}`, checker: 'custom' });
    p.customChecker = source;
    await seedProblems(t.ctx.database.db, [p]);
    const [row] = await t.sql<{ id: string }>('select id from problems where slug = $1', [p.slug]);
    ids[key] = row?.id ?? '';
  }
  // One attempt per job: a checker failure is then recorded at once (the queue's retries of an
  // internal_error are its own concern, unchanged here).
  const lane = judgingLane(t.judging, 2);
  stopWorkers = await startLanes(
    t,
    [
      {
        ...lane,
        handlers: lane.handlers.map((h) => ({ ...h, run: (job) => h.run(job, { number: 1, max: 1 }) })),
      },
    ],
    2,
  );
}, 120_000);

afterAll(async () => {
  await stopWorkers?.();
  await judge?.close();
});

async function submit(token: string, problemId: string, code: string) {
  const res = await t.injectAs(token, {
    method: 'POST',
    url: '/api/submissions',
    payload: { problemId, language: 'javascript', code },
  });
  expect(res.statusCode, res.body).toBe(202);
  const id: string = res.json().data.submission._id;
  for (let i = 0; i < 300; i++) {
    const r = await t.injectAs(token, { method: 'GET', url: `/api/submissions/${id}` });
    const s = r.json().data.submission;
    if (s.status !== 'pending') return s;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no verdict in 30 s');
}

describe('a problem with a custom checker', () => {
  it('is judged by its checker, in the sandbox, through HTTP', async () => {
    const u = await t.register();
    const s = await submit(u.token, ids.pairs, REVERSED);
    expect(s).toMatchObject({ status: 'accepted', testCasesPassed: 5, totalTestCases: 5, points: 10 });

    const same = 'var twoSum = function(nums, target) { return [0, 0]; };';
    const w = await submit(u.token, ids.pairs, same);
    expect(w).toMatchObject({ status: 'wrong_answer', testCasesPassed: 0 });
    expect(w.failedTest).toEqual({
      input: 'nums = [2,7,11,15], target = 9',
      expectedOutput: [0, 1],
      actualOutput: [0, 0],
    });
  }, 60_000);

  it('on Run Code too', async () => {
    const u = await t.register();
    const res = await t.injectAs(u.token, {
      method: 'POST',
      url: '/api/run',
      payload: { problemId: ids.pairs, language: 'javascript', code: REVERSED },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('accepted');
    expect(data.results.map((r: { passed: boolean }) => r.passed)).toEqual([true, true, true]);
  }, 60_000);

  it('whose checker loops or throws: internal_error, not counted, and the server goes on', async () => {
    const u = await t.register();
    const started = performance.now();
    const loop = await submit(u.token, ids.looping, REVERSED);
    expect(loop).toMatchObject({ status: 'internal_error', points: 0 });
    expect(loop.errorMessage).toMatch(/the checker ran over its \d+ ms limit on test 1/);
    // The API answered all along: the loop ran in a box, not in this process.
    expect(performance.now() - started).toBeLessThan(30_000);
    const thrown = await submit(u.token, ids.throwing, REVERSED);
    expect(thrown).toMatchObject({ status: 'internal_error', points: 0 });
    expect(thrown.errorMessage).toMatch(/the checker failed on test 1 of 5: .*checker bug/);

    const run = await t.injectAs(u.token, {
      method: 'POST',
      url: '/api/run',
      payload: { problemId: ids.throwing, language: 'javascript', code: REVERSED },
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data.status).toBe('internal_error');

    // An internal error is never charged: the learner has solved nothing and has no points.
    const ok = await submit(u.token, ids.pairs, REVERSED);
    expect(ok).toMatchObject({ status: 'accepted', points: 10 });
  }, 90_000);
});
