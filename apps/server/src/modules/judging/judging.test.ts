import { readFileSync } from 'node:fs';
import { createJudge, type Judge } from '@codecoach/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem, twoSumFixture } from '../../../test/builders.ts';
import { build, startLanes, type TestApp } from '../../../test/helper.ts';
import { seedProblems } from '../problems/seed.ts';
import { judgingLane } from './lane.ts';

let t: TestApp;
let judge: Judge;
let stopWorkers: () => Promise<void>;
let problemId: string;

beforeAll(async () => {
  judge = await createJudge({ allowUnsandboxed: process.env.JUDGE_ALLOW_UNSANDBOXED === 'true', slots: 3 });
  t = await build({}, { judge });
  await createProblem(t.ctx.database.db, { slug: 'two-sum-fixture' });
  problemId = (await t.sql<{ id: string }>(`select id from problems where slug = 'two-sum-fixture'`))[0]
    ?.id as string;
  stopWorkers = await startLanes(t, [judgingLane(t.judging, 2)], 2);
}, 120_000);

afterAll(async () => {
  await stopWorkers?.();
  await judge?.close();
});

const SOLUTIONS = {
  javascript:
    'var twoSum = function(nums, target) { const m = new Map(); for (let i = 0; i < nums.length; i++) { if (m.has(target - nums[i])) return [m.get(target - nums[i]), i]; m.set(nums[i], i); } };',
  python:
    'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n',
  java: 'class Solution { public int[] twoSum(int[] nums, int target) { Map<Integer,Integer> m = new HashMap<>(); for (int i = 0; i < nums.length; i++) { Integer j = m.get(target - nums[i]); if (j != null) return new int[]{j, i}; m.put(nums[i], i); } return null; } }',
  cpp: 'class Solution {\npublic:\n  vector<int> twoSum(vector<int>& nums, int target) {\n    unordered_map<int,int> m;\n    for (int i = 0; i < (int)nums.size(); i++) { auto it = m.find(target - nums[i]); if (it != m.end()) return {it->second, i}; m[nums[i]] = i; }\n    return {};\n  }\n};',
} as const;

async function submit(token: string, language: string, code: string) {
  const res = await t.injectAs(token, {
    method: 'POST',
    url: '/api/submissions',
    payload: { problemId, language, code },
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().data.submission._id as string;
}

async function waitForVerdict(token: string, id: string) {
  for (let i = 0; i < 300; i++) {
    const res = await t.injectAs(token, { method: 'GET', url: `/api/submissions/${id}` });
    const s = res.json().data.submission;
    if (s.status !== 'pending') return s;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no verdict in 30 s');
}

describe('submissions through the queue', () => {
  it.each(Object.entries(SOLUTIONS))('accepts a correct Two Sum in %s', async (language, code) => {
    const u = await t.register();
    const s = await waitForVerdict(u.token, await submit(u.token, language, code));
    expect(s).toMatchObject({
      status: 'accepted',
      language,
      testCasesPassed: 5,
      totalTestCases: 5,
      points: 10,
      errorMessage: null,
    });
    expect(s.runtime).toBeGreaterThanOrEqual(0);
    // A submission's memory (the hidden tests) is whole MB, as stored.
    expect(Number.isInteger(s.memory), String(s.memory)).toBe(true);
    const [row] = await t.sql<{ memory_mb: number }>('select memory_mb from submissions where id = $1', [
      s._id,
    ]);
    expect(row?.memory_mb).toBe(s.memory);
    expect(s.problemId).toMatchObject({ _id: problemId, difficulty: 'easy' });
  });

  it('reports a wrong answer with its first failing test', async () => {
    const u = await t.register();
    const wrong = 'var twoSum = function(nums, target) { return [0, 1]; };';
    const s = await waitForVerdict(u.token, await submit(u.token, 'javascript', wrong));
    expect(s.status).toBe('wrong_answer');
    expect(s.testCasesPassed).toBe(1);
    expect(s.failedTest).toEqual({
      input: 'nums = [3,2,4], target = 6',
      expectedOutput: [1, 2],
      actualOutput: [0, 1],
    });
    expect(s.points).toBe(0);
  });

  it('keeps a failing test small however large its input, its expected output and the answer', async () => {
    // A hidden test of 200,000 numbers, and a learner who answers with all of them.
    const big = Array.from({ length: 200_000 }, (_, i) => 2 * i);
    const fixture = twoSumFixture({ slug: 'two-sum-large-fixture' });
    fixture.tests = [
      ...fixture.tests.slice(0, 3),
      { input: [big, 2 * 3 + 2 * 199_998], expected: [3, 199_998], hidden: true, origin: 'large 1' },
    ];
    await seedProblems(t.ctx.database.db, [fixture]);
    const [row] = await t.sql<{ id: string }>(`select id from problems where slug = 'two-sum-large-fixture'`);
    const u = await t.register();
    const res = await t.injectAs(u.token, {
      method: 'POST',
      url: '/api/submissions',
      payload: {
        problemId: row?.id,
        language: 'javascript',
        code: 'var twoSum = function(nums, target) { if (nums.length > 1000) return nums; const m = new Map(); for (let i = 0; i < nums.length; i++) { if (m.has(target - nums[i])) return [m.get(target - nums[i]), i]; m.set(nums[i], i); } return []; };',
      },
    });
    expect(res.statusCode, res.body).toBe(202);
    const s = await waitForVerdict(u.token, res.json().data.submission._id);
    expect(s.status).toBe('wrong_answer');
    expect(s.failedTest.input.length).toBeLessThan(70 * 1024);
    expect(s.failedTest.input).toMatch(/\(cut: \d+ KB in all\)$/);
    expect(s.failedTest.expectedOutput).toEqual([3, 199_998]);
    expect(typeof s.failedTest.actualOutput).toBe('string');
    // 1.3 MB of answer for a 10-byte expected one: refused as it streamed in, its beginning kept.
    expect(s.failedTest.actualOutput).toMatch(/^\[0,2,4,.*\(answer cut: larger than 1\.0 MB, not read\)$/);
    expect(s.errorMessage).toMatch(/far more than the expected answer needs/);
    const list = await t.injectAs(u.token, { method: 'GET', url: '/api/submissions' });
    expect(list.statusCode).toBe(200);
    expect(list.body.length).toBeLessThan(200 * 1024);
  });

  it('reports a compilation error with the compiler output', async () => {
    const u = await t.register();
    const s = await waitForVerdict(
      u.token,
      await submit(
        u.token,
        'cpp',
        'class Solution { public: vector<int> twoSum(vector<int>& nums, int target) { return nums } };',
      ),
    );
    expect(s.status).toBe('compilation_error');
    expect(s.compileOutput ?? s.errorMessage).toMatch(/expected .;. before/);
    expect(s.compileOutput ?? '').not.toMatch(/\/tmp\/|\/work\//);
  });

  it('counts points and solvedBy once per learner and keeps the acceptance rate real', async () => {
    const u = await t.register();
    const before = (
      await t.sql<{ solved_by: number; submissions_count: number; accepted_count: number }>(
        'select solved_by, submissions_count, accepted_count from problems where id = $1',
        [problemId],
      )
    )[0];
    const first = await waitForVerdict(u.token, await submit(u.token, 'javascript', SOLUTIONS.javascript));
    const second = await waitForVerdict(u.token, await submit(u.token, 'javascript', SOLUTIONS.javascript));
    expect([first.points, second.points]).toEqual([10, 0]);
    const after = (
      await t.sql<{ solved_by: number; submissions_count: number; accepted_count: number }>(
        'select solved_by, submissions_count, accepted_count from problems where id = $1',
        [problemId],
      )
    )[0];
    expect(after?.solved_by).toBe((before?.solved_by ?? 0) + 1);
    expect(after?.submissions_count).toBe((before?.submissions_count ?? 0) + 2);
    const list = await t.injectAs(u.token, { method: 'GET', url: `/api/problems/${problemId}` });
    const stats = list.json().problem.statistics;
    expect(stats.solvedBy).toBe(after?.solved_by);
    expect(stats.acceptanceRate).toBe(
      Math.round(((after?.accepted_count ?? 0) / (after?.submissions_count ?? 1)) * 1000) / 10,
    );
    expect(list.json().problem.solved).toBe(true);
  });

  it('hides other learners submissions (404) and lists only ones own', async () => {
    const a = await t.register();
    const b = await t.register();
    const id = await submit(a.token, 'javascript', SOLUTIONS.javascript);
    await waitForVerdict(a.token, id);
    expect((await t.injectAs(b.token, { method: 'GET', url: `/api/submissions/${id}` })).statusCode).toBe(
      404,
    );
    const listB = (await t.injectAs(b.token, { method: 'GET', url: '/api/submissions' })).json();
    expect(listB.data.submissions).toEqual([]);
    const listA = (
      await t.injectAs(a.token, {
        method: 'GET',
        url: '/api/submissions?status=accepted&language=javascript',
      })
    ).json();
    expect(listA.data.submissions.map((s: { _id: string }) => s._id)).toEqual([id]);
    expect(listA.data.pagination).toEqual({ pages: 1, current: 1, total: 1, limit: 20 });
    // Found by the fuzzer (fuzz.test.ts): a problemId that is no id was a database error, a 500.
    const junk = await t.injectAs(a.token, { method: 'GET', url: '/api/submissions?problemId=+' });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toContain('problemId must be a problem id');
  });

  it('streams queued, progress and the verdict over Server-Sent Events', async () => {
    const u = await t.register();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const id = await submit(u.token, 'python', SOLUTIONS.python);
    const res = await fetch(`http://127.0.0.1:${port}/api/submissions/${id}/events?token=${u.token}`);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const text = await res.text(); // the stream ends after the verdict
    const events = [...text.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map((m) => ({
      event: m[1],
      data: JSON.parse(m[2] as string),
    }));
    expect(events[0]).toEqual({ event: 'status', data: { phase: 'queued' } });
    const last = events.at(-1);
    expect(last?.event).toBe('verdict');
    expect(last?.data.submission).toMatchObject({ _id: id, status: 'accepted' });
  });
});

describe('run code', () => {
  it('runs the visible tests plus a custom input whose expected output comes from the reference', async () => {
    const u = await t.register();
    const res = await t.injectAs(u.token, {
      method: 'POST',
      url: '/api/run',
      payload: {
        problemId,
        language: 'javascript',
        code: `${SOLUTIONS.javascript}\nconsole.log('hello from the learner');`,
        customInput: '[[10, 20, 30], 50]',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Executed 4 test cases');
    expect(body.data.status).toBe('accepted');
    expect(body.data.results).toHaveLength(4);
    expect(body.data.results[3]).toMatchObject({
      input: 'nums = [10,20,30], target = 50',
      expectedOutput: [1, 2],
      actualOutput: [1, 2],
      passed: true,
      custom: true,
    });
    // Run (the visible tests and the learner's input) keeps 0.1 MB.
    expect(body.data.memory).toBeGreaterThan(0);
    expect(Math.round(body.data.memory * 10) / 10).toBe(body.data.memory);
  });

  it('refuses a custom input that does not fit the signature, naming the problem', async () => {
    const u = await t.register();
    const res = await t.injectAs(u.token, {
      method: 'POST',
      url: '/api/run',
      payload: {
        problemId,
        language: 'javascript',
        code: SOLUTIONS.javascript,
        customInput: '[[1, "x"], 5]',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'customInput' });
    expect(res.json().errors[0].message).toMatch(/nums\[1\]: expected int/);
  });

  it("refuses a custom input that breaks the statement, with the validator's message, before running anything", async () => {
    // The bank's own Two Sum validator (content/problems/two-sum/validator.py), run in the sandbox.
    const validator = readFileSync(
      new URL('../../../../../content/problems/two-sum/validator.py', import.meta.url),
      'utf8',
    );
    const fixture = {
      ...twoSumFixture({ slug: 'two-sum-validated' }),
      validator: { language: 'python' as const, code: validator },
    };
    await seedProblems(t.ctx.database.db, [fixture]);
    const [row] = await t.sql<{ id: string }>(`select id from problems where slug = 'two-sum-validated'`);
    const u = await t.register();
    const run = (customInput: string) =>
      t.injectAs(u.token, {
        method: 'POST',
        url: '/api/run',
        // A learner's code that would loop forever: it must never run on a refused input.
        payload: {
          problemId: row?.id,
          language: 'javascript',
          code: 'var twoSum = function(nums, target) { for (;;); };',
          customInput,
        },
      });
    for (const [input, message] of [
      ['[[1, 2, 3], 100]', 'Custom input: this input has no valid pair: the problem promises exactly one'],
      [
        '[[1, 2, 3, 4], 5]',
        'Custom input: this input has more than one valid pair: the problem promises exactly one',
      ],
      ['[[5], 10]', 'Custom input: nums has 1 elements: the problem needs 2 <= nums.length <= 10^5'],
    ] as const) {
      const res = await run(input);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0]).toEqual({ field: 'customInput', message });
    }
    // An input the statement allows goes on to run (the code loops: its time limit).
    const ok = await t.injectAs(u.token, {
      method: 'POST',
      url: '/api/run',
      payload: {
        problemId: row?.id,
        language: 'javascript',
        code: SOLUTIONS.javascript,
        customInput: '[[10, 20, 30], 50]',
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.results[3]).toMatchObject({ custom: true, expectedOutput: [1, 2], passed: true });
  });
});

describe('fairness and robustness', () => {
  it('caps the pending submissions of one learner with 429', async () => {
    await stopWorkers();
    try {
      const u = await t.register();
      for (let i = 0; i < 3; i++) await submit(u.token, 'javascript', SOLUTIONS.javascript);
      const res = await t.injectAs(u.token, {
        method: 'POST',
        url: '/api/submissions',
        payload: { problemId, language: 'javascript', code: SOLUTIONS.javascript },
      });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      stopWorkers = await startLanes(t, [judgingLane(t.judging, 2)], 2);
    }
  });

  it('writes a verdict once even when the same job runs twice at the same time', async () => {
    const u = await t.register();
    // A problem of its own, so that other tests' submissions cannot move its counters.
    await createProblem(t.ctx.database.db, { slug: 'two-sum-once' });
    const [own] = await t.sql<{ id: string }>(`select id from problems where slug = 'two-sum-once'`);
    const [row] = await t.sql<{ id: string }>(
      `insert into submissions (user_id, problem_id, language, code, total_tests) values ($1, $2, 'javascript', $3, 5) returning id`,
      [u.id, own?.id, SOLUTIONS.javascript],
    );
    await Promise.all([
      t.judging.judgeSubmission(row?.id as string, { number: 1, max: 4 }),
      t.judging.judgeSubmission(row?.id as string, { number: 1, max: 4 }),
    ]);
    const counts = await t.sql(
      'select submissions_count, accepted_count, solved_by from problems where id = $1',
      [own?.id],
    );
    expect(counts).toEqual([{ submissions_count: 1, accepted_count: 1, solved_by: 1 }]);
    const progress = await t.sql(
      'select attempts from user_problems where user_id = $1 and problem_id = $2',
      [u.id, own?.id],
    );
    expect(progress).toEqual([{ attempts: 1 }]);
  });
  // A worker that dies (kill -9, real processes) is in crash.test.ts.
});
