import type { Verdict } from '@codecoach/contracts';
import type { JudgeResult } from '@codecoach/judge';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  contestBody,
  createContest,
  register,
  startedAgo,
  submitIn,
} from '../../../test/contests.ts';
import { build, type TestApp } from '../../../test/helper.ts';
import { addProblem, judgeProblem, judgeResult } from '../../../test/verdicts.ts';

/**
 * docs/api.md, Submission: a failed verdict's failing test is omitted inside a live contest (the
 * contest, or the learner's virtual run), in every read of the submission: by id, the list, and
 * the verdict event of its stream. Only the verdict and the test number show; after the end,
 * everything.
 */
let t: TestApp;
let admin: string;
let p: string;
type Learner = { token: string; id: string; email: string };

beforeAll(async () => {
  t = await build();
  admin = await adminToken(t);
  p = await addProblem(t, { slug: 'hidden-a', difficulty: 'easy' });
});

const LEAK = 'input was nums = [7, 7, 7]';

/** A contest submission through the API, judged as `verdict` failing on test 3 (2 passed). */
async function failIn(learner: Learner, contestId: string, verdict: Verdict): Promise<string> {
  const res = await submitIn(t, learner.token, contestId, p);
  expect(res.statusCode, res.body).toBe(202);
  const id: string = res.json().data.submission._id;
  const result: JudgeResult =
    verdict === 'runtime_error'
      ? // The program's own error text may print anything, a hidden input too.
        { ...judgeResult(verdict), error: { type: 'Error', message: LEAK, line: 4 } }
      : judgeResult(verdict);
  await t.judging.recordVerdict(id, learner.id, await judgeProblem(t, p), result);
  return id;
}

const one = async (token: string, id: string) => {
  const res = await t.injectAs(token, { method: 'GET', url: `/api/submissions/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.submission;
};
const listed = async (token: string, id: string) => {
  const res = await t.injectAs(token, { method: 'GET', url: `/api/submissions?problemId=${p}&limit=100` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.submissions.find((s: { _id: string }) => s._id === id);
};
/** The stream of a judged submission: `queued`, then the `verdict` event, and it ends. */
const streamed = async (token: string, id: string) => {
  const res = await t.injectAs(token, { method: 'GET', url: `/api/submissions/${id}/events` });
  expect(res.statusCode).toBe(200);
  const block = res.body.split('\n\n').find((b) => b.startsWith('event: verdict'));
  expect(block, res.body).toBeDefined();
  return JSON.parse((block as string).split('\ndata: ')[1] as string).submission;
};

describe('the failing test inside a live contest', () => {
  it('is hidden in every read while the contest runs: the verdict and the test number only', async () => {
    const learner = await t.register();
    const { contestId } = await createContest(t, admin, contestBody([p]));
    await register(t, learner.token, contestId);
    await startedAgo(t, contestId, 10);
    const wa = await failIn(learner, contestId, 'wrong_answer');
    const re = await failIn(learner, contestId, 'runtime_error');

    for (const read of [one, listed, streamed]) {
      const w = await read(learner.token, wa);
      expect(w).toMatchObject({
        status: 'wrong_answer',
        errorMessage: 'Wrong answer on test 3',
        testCasesPassed: 2,
      });
      expect(w.failedTest ?? null).toBeNull();
      const r = await read(learner.token, re);
      expect(r).toMatchObject({ status: 'runtime_error', errorMessage: 'Runtime error on test 3' });
      expect(r.failedTest ?? null).toBeNull();
      expect(JSON.stringify(r)).not.toContain('[7, 7, 7]');
    }
    // Nor does the tutor run the code on the hidden tests, or hint, while the learner competes.
    for (const url of ['/api/tutor/explain', '/api/tutor/hint', '/api/tutor/optimize']) {
      const res = await t.injectAs(learner.token, {
        method: 'POST',
        url,
        payload: { problemId: p, language: 'javascript', code: 'function f() {}' },
      });
      expect(res.statusCode, `${url} ${res.body}`).toBe(403);
    }
    const outsider = await t.register();
    const hint = await t.injectAs(outsider.token, {
      method: 'POST',
      url: '/api/tutor/hint',
      payload: { problemId: p, language: 'javascript' },
    });
    expect(hint.statusCode, hint.body).toBe(200);
    // The jury sees everything.
    const seenByAdmin = await one(admin, re);
    expect(seenByAdmin.errorMessage).toContain(LEAK);
    expect(seenByAdmin.failedTest).toMatchObject({ expectedOutput: [0, 1], actualOutput: [1, 0] });

    // After the end: everything, as for any practice submission.
    await startedAgo(t, contestId, 121);
    const after = await one(learner.token, wa);
    expect(after.failedTest).toMatchObject({ expectedOutput: [0, 1], actualOutput: [1, 0] });
    expect(after.errorMessage).toBe('Wrong answer on test 3');
    expect((await one(learner.token, re)).errorMessage).toContain(LEAK);
  });

  it("is hidden during a virtual run, and shown once the run's time is over", async () => {
    const learner = await t.register();
    const { contestId } = await createContest(t, admin, contestBody([p]));
    await startedAgo(t, contestId, 200); // ended
    const start = await t.injectAs(learner.token, {
      method: 'POST',
      url: `/api/contests/${contestId}/virtual`,
    });
    expect(start.statusCode, start.body).toBe(201);
    const tle = await failIn(learner, contestId, 'time_limit_exceeded');
    const during = await streamed(learner.token, tle);
    expect(during).toMatchObject({ errorMessage: 'Time limit exceeded on test 3' });
    expect(during.failedTest ?? null).toBeNull();
    await t.sql(
      `update contest_registrations set virtual_started_at = now() - interval '121 minutes'
       where contest_id = $1 and user_id = $2`,
      [contestId, learner.id],
    );
    expect((await one(learner.token, tle)).failedTest).toMatchObject({ expectedOutput: [0, 1] });
  });

  it('a practice submission of the same problem shows its failing test meanwhile', async () => {
    const learner = await t.register();
    const res = await t.injectAs(learner.token, {
      method: 'POST',
      url: '/api/submissions',
      payload: { problemId: p, language: 'javascript', code: '// practice' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const id: string = res.json().data.submission._id;
    await t.judging.recordVerdict(id, learner.id, await judgeProblem(t, p), judgeResult('wrong_answer'));
    expect((await one(learner.token, id)).failedTest).toMatchObject({ actualOutput: [1, 0] });
  });
});
