import {
  createJudge,
  type Judge,
  type JudgeRequest,
  type JudgeResult,
  JudgeUnavailableError,
} from '@codecoach/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoSumFixture } from '../../../test/builders.ts';
import { build, startLanes, type TestApp } from '../../../test/helper.ts';
import { JUDGE_JOB } from '../../jobs/kinds.ts';
import { seedProblems } from '../problems/seed.ts';
import { judgeBudgetMs, MIN_ATTEMPT_MS } from './judge-worker.ts';
import { judgingLane } from './lane.ts';

/**
 * What the queue does when a judging fails (judge-worker.ts): a problem's own fault is recorded at
 * once, a judge fault is retried, and all the attempts of a submission together get one judging's
 * budget. Through HTTP, the real queue and a real database. The judge is the real one, wrapped:
 * for a submission whose code is scripted below, its calls fail as scripted (a fault injected
 * into the judge); every call is logged. Workers dying is crash.test.ts.
 */

let t: TestApp;
let real: Judge;
let stopWorkers: () => Promise<void>;

type Fault = (req: JudgeRequest) => Promise<JudgeResult>;
/** Per submitted code: how its next judge calls fail (then the real judge judges). */
const script = new Map<string, Fault[]>();
/** Per submitted code: each judge call's start and length (ms). */
const calls = new Map<string, Array<{ at: number; ms: number }>>();

const judge: Judge = {
  async run(req) {
    const log = calls.get(req.code) ?? [];
    calls.set(req.code, log);
    const call = { at: performance.now(), ms: -1 };
    log.push(call);
    try {
      const fault = script.get(req.code)?.shift();
      return await (fault ? fault(req) : real.run(req));
    } finally {
      call.ms = performance.now() - call.at;
    }
  },
  status: () => real.status(),
  close: () => real.close(),
};

/** Waits `ms`, or until `signal` aborts (then throws its reason, as the judge does at its deadline). */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** The judge's own failure, as packages/judge reports it (a box that would not start). */
function judgeError(req: JudgeRequest, message: string): JudgeResult {
  return {
    verdict: 'internal_error',
    runtimeMs: 0,
    memoryMb: 0,
    testsPassed: 0,
    totalTests: req.tests.length,
    tests: [],
    error: { type: 'JudgeError', message },
    sandboxed: true,
  };
}

const CORRECT =
  'var twoSum = function(nums, target) { const m = new Map(); for (let i = 0; i < nums.length; i++) { if (m.has(target - nums[i])) return [m.get(target - nums[i]), i]; m.set(nums[i], i); } return []; };';
const THROWING_CHECKER = "export default () => { throw new Error('checker bug'); };";

const ids = { good: '', badTest: '', badChecker: '', short: '' };

beforeAll(async () => {
  real = await createJudge({ allowUnsandboxed: process.env.JUDGE_ALLOW_UNSANDBOXED === 'true', slots: 2 });
  t = await build({}, { judge });
  const good = twoSumFixture({ slug: 'faults-good' });
  // A hidden test whose `nums` holds a string: it does not fit the signature (int[]).
  const badTest = twoSumFixture({ slug: 'faults-bad-test' });
  badTest.tests = [...badTest.tests, { input: [[1, 'x'], 5], expected: [0, 1], hidden: true, origin: 'bad' }];
  const badChecker = twoSumFixture({ slug: 'faults-bad-checker', checker: 'custom' });
  badChecker.customChecker = THROWING_CHECKER;
  // The smallest budget a problem can have: the budget test waits through all of it.
  const short = twoSumFixture({ slug: 'faults-short', timeLimitMs: 50 });
  const fixtures = { good, badTest, badChecker, short };
  await seedProblems(t.ctx.database.db, Object.values(fixtures));
  for (const [key, p] of Object.entries(fixtures)) {
    const [row] = await t.sql<{ id: string }>('select id from problems where slug = $1', [p.slug]);
    ids[key as keyof typeof ids] = row?.id ?? '';
  }
  // The queue's own attempts, as in production (lane.ts).
  stopWorkers = await startLanes(t, [judgingLane(t.judging, 2)], 2);
}, 120_000);

afterAll(async () => {
  await stopWorkers?.();
  await real?.close();
});

/** Submits `code` (JavaScript) and waits for its verdict; returns it with the submit's time. */
async function judged(problemId: string, code: string, timeoutMs = 30_000) {
  const u = await t.register();
  const submittedAt = performance.now();
  const res = await t.injectAs(u.token, {
    method: 'POST',
    url: '/api/submissions',
    payload: { problemId, language: 'javascript', code },
  });
  expect(res.statusCode, res.body).toBe(202);
  const id: string = res.json().data.submission._id;
  while (performance.now() - submittedAt < timeoutMs) {
    const r = await t.injectAs(u.token, { method: 'GET', url: `/api/submissions/${id}` });
    const s = r.json().data.submission;
    if (s.status !== 'pending') {
      const verdictMs = performance.now() - submittedAt;
      const [row] = await t.sql<{ judge_attempts: number; judge_ms: number }>(
        'select judge_attempts, judge_ms from submissions where id = $1',
        [id],
      );
      return { s, id, userId: u.id, verdictMs, row };
    }
    await wait(100);
  }
  throw new Error(`no verdict in ${timeoutMs} ms`);
}

/**
 * Whether the submission's job is still in the queue 3 s after its verdict (a retry to come):
 * graphile-worker removes a job once its task has returned, just after the verdict is written.
 */
async function jobLeft(id: string): Promise<boolean> {
  for (let i = 0; i < 30; i++) {
    const rows = await t.sql('select 1 from graphile_worker.jobs where key = $1', [`judge:${id}`]);
    if (rows.length === 0) return false;
    await wait(100);
  }
  return true;
}

async function counters(problemId: string) {
  const [row] = await t.sql<{ submissions_count: number; accepted_count: number }>(
    'select submissions_count, accepted_count from problems where id = $1',
    [problemId],
  );
  return row;
}

describe("a problem's own fault is recorded at once", () => {
  it('test data that does not fit the signature (BadTest): internal_error after one attempt, not counted', async () => {
    const code = `${CORRECT} // bad test`;
    const { s, id, userId, row } = await judged(ids.badTest, code);
    expect(s).toMatchObject({ status: 'internal_error', points: 0, testCasesPassed: 0 });
    expect(s.errorMessage).toMatch(/^test input #5 nums\[1\]: expected .*, got "x"$/);
    expect(row).toEqual({ judge_attempts: 1, judge_ms: 0 });
    expect(calls.get(code)).toHaveLength(1);
    expect(await jobLeft(id)).toBe(false);
    expect(await counters(ids.badTest)).toEqual({ submissions_count: 0, accepted_count: 0 });
    const progress = await t.sql('select 1 from user_problems where user_id = $1', [userId]);
    expect(progress).toEqual([]);
  });

  it('a custom checker that throws (CheckerError): internal_error after one attempt', async () => {
    const code = `${CORRECT} // bad checker`;
    const { s, id, row } = await judged(ids.badChecker, code);
    expect(s).toMatchObject({ status: 'internal_error', points: 0 });
    expect(s.errorMessage).toMatch(/the checker failed on test 1 of 5: .*checker bug/);
    expect(row).toEqual({ judge_attempts: 1, judge_ms: 0 });
    expect(calls.get(code)).toHaveLength(1);
    expect(await jobLeft(id)).toBe(false);
    expect(await counters(ids.badChecker)).toEqual({ submissions_count: 0, accepted_count: 0 });
  });
});

describe('a judge fault is retried', () => {
  it('a throw, then an internal error, then the real judging: accepted on the third attempt', async () => {
    const code = `${CORRECT} // judge faults`;
    script.set(code, [
      async () => {
        await wait(300);
        throw new Error('the box would not start');
      },
      async (req) => {
        await wait(200);
        return judgeError(req, 'the launcher died');
      },
    ]);
    const { s, row } = await judged(ids.good, code, 60_000);
    expect(s).toMatchObject({ status: 'accepted', points: 10, testCasesPassed: 5, errorMessage: null });
    expect(calls.get(code)).toHaveLength(3);
    expect(row?.judge_attempts).toBe(3);
    // The two faulty attempts' wall time, and nothing of the one that judged.
    expect(row?.judge_ms).toBeGreaterThanOrEqual(500);
    expect(row?.judge_ms).toBeLessThan(500 + 1000);
    expect(await counters(ids.good)).toEqual({ submissions_count: 1, accepted_count: 1 });
  }, 90_000);

  it('a judge that cannot run code here (JudgeUnavailableError) is retried without spending the budget', async () => {
    const code = `${CORRECT} // unavailable`;
    script.set(code, [
      async () => {
        await wait(300);
        throw new JudgeUnavailableError('no sandbox: test');
      },
    ]);
    const { s, row } = await judged(ids.good, code, 60_000);
    expect(s).toMatchObject({ status: 'accepted', points: 10 });
    expect(calls.get(code)).toHaveLength(2);
    expect(row).toEqual({ judge_attempts: 2, judge_ms: 0 });
  }, 90_000);
});

describe("a submission's attempts share one judging's budget", () => {
  it('a judge that fails late is given what is left, then the submission ends internal_error', async () => {
    const budget = judgeBudgetMs('javascript', 50, 5);
    const left = 4_000;
    const code = `${CORRECT} // late faults`;
    script.set(code, [
      // Most of the budget, then a fault.
      async (req) => {
        await wait(budget - left, req.signal);
        return judgeError(req, 'the launcher died');
      },
      // Holds on until its deadline: a fresh one would be the whole budget again.
      async (req) => {
        await wait(10 * budget, req.signal);
        return judgeError(req, 'unreachable');
      },
    ]);
    const { s, id, row, verdictMs } = await judged(ids.short, code, 3 * budget);
    expect(s).toMatchObject({ status: 'internal_error', points: 0 });
    expect(s.errorMessage).toMatch(
      /^The judge failed while judging this submission and its time ran out \(\d+ s in 2 attempts\); it was not counted$/,
    );
    const log = calls.get(code) ?? [];
    expect(log).toHaveLength(2);
    // The second attempt's deadline was what the first left (less the few ms the worker spent).
    expect(log[1]?.ms).toBeGreaterThan(left - 500);
    expect(log[1]?.ms).toBeLessThan(left + 1000);
    expect(row?.judge_attempts).toBe(2);
    expect(row?.judge_attempts).toBeLessThan(JUDGE_JOB.attempts);
    // Both attempts' time: the whole budget (nothing left to start a third), and no more.
    expect(row?.judge_ms).toBeGreaterThan(budget - MIN_ATTEMPT_MS);
    expect(row?.judge_ms).toBeLessThan(budget + 1000);
    // From the submit to the verdict: the budget, plus the queue's back-off before the second
    // attempt (e^1 s), its poll (2 s) and a little: not a second budget.
    expect(verdictMs).toBeGreaterThan(budget);
    expect(verdictMs).toBeLessThan(budget + 10_000);
    expect(await jobLeft(id)).toBe(false);
    expect(await counters(ids.short)).toEqual({ submissions_count: 0, accepted_count: 0 });
  }, 120_000);
});
