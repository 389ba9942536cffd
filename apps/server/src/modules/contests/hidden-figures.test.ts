import type { Submission, Verdict } from '@codecoach/contracts';
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
 * docs/api.md, Submission: a failed verdict inside a live contest shows no runtime and no memory
 * to its author (a program can spend them as a function of a hidden input before it fails), in
 * every read: by id, the list, its order by runtime or memory, the verdict event, the export. An
 * accepted run and a compile error keep them; admins see them; after the end, everything. Memory
 * of a submission is whole MB. Verdicts are written by the real `recordVerdict` (verdict.ts).
 */
let t: TestApp;
let admin: string;
let p: string;
let other: string;
type Learner = { token: string; id: string; email: string };

beforeAll(async () => {
  t = await build();
  admin = await adminToken(t);
  p = await addProblem(t, { slug: 'figures-a', difficulty: 'easy' });
  other = await addProblem(t, { slug: 'figures-b', difficulty: 'easy' });
});

/** The judge's result `verdict` with these figures (a compile error ran nothing: 0 and 0). */
function resultOf(verdict: Verdict, runtimeMs: number, memoryMb: number): JudgeResult {
  const r = judgeResult(verdict);
  return verdict === 'compilation_error'
    ? { ...r, runtimeMs: 0, memoryMb: 0, compileOutput: 'SyntaxError: Unexpected token (line 1)' }
    : { ...r, runtimeMs, memoryMb };
}

/** A submission through the API (in the contest when `contestId`), judged as `result`. */
async function judgedAs(
  learner: Learner,
  contestId: string | null,
  problemId: string,
  result: JudgeResult,
): Promise<string> {
  const res = contestId
    ? await submitIn(t, learner.token, contestId, problemId)
    : await t.injectAs(learner.token, {
        method: 'POST',
        url: '/api/submissions',
        payload: { problemId, language: 'javascript', code: '// practice' },
      });
  expect(res.statusCode, res.body).toBe(202);
  const id: string = res.json().data.submission._id;
  expect(
    await t.judging.recordVerdict(id, learner.id, await judgeProblem(t, problemId), result),
  ).toBeTruthy();
  return id;
}

const one = async (token: string, id: string): Promise<Submission> => {
  const res = await t.injectAs(token, { method: 'GET', url: `/api/submissions/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.submission;
};
const list = async (token: string, query: string): Promise<Submission[]> => {
  const res = await t.injectAs(token, { method: 'GET', url: `/api/submissions?limit=100&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.submissions;
};
/** The verdict event of a judged submission's stream. */
const streamed = async (token: string, id: string): Promise<Submission> => {
  const res = await t.injectAs(token, { method: 'GET', url: `/api/submissions/${id}/events` });
  expect(res.statusCode).toBe(200);
  const block = res.body.split('\n\n').find((b) => b.startsWith('event: verdict'));
  expect(block, res.body).toBeDefined();
  return JSON.parse((block as string).split('\ndata: ')[1] as string).submission;
};
const exported = async (token: string) => {
  const res = await t.injectAs(token, { method: 'GET', url: '/api/account/export' });
  expect(res.statusCode, res.body).toBe(200);
  const subs: { _id: string; runtime: number | null; memory: number | null }[] = res.json().submissions;
  return new Map(subs.map((s) => [s._id, { runtime: s.runtime, memory: s.memory }]));
};
const figures = (s: Submission | undefined) => ({ runtime: s?.runtime, memory: s?.memory });
const ids = (subs: Submission[]) => subs.map((s) => s._id);

describe('runtime and memory inside a live contest', () => {
  it("are withheld from a failed verdict's author in every read and in the order, until the end", async () => {
    const learner = await t.register();
    // Practice on a problem outside the contest: 21 ms, 20.4 MB.
    const practice = await judgedAs(learner, null, other, resultOf('wrong_answer', 21, 20.4));
    const { contestId } = await createContest(t, admin, contestBody([p]));
    await register(t, learner.token, contestId);
    await startedAgo(t, contestId, 10);
    // A hostile program: 16 MB times a hidden input's value, then a wrong answer; or past the limit.
    const wa = await judgedAs(learner, contestId, p, resultOf('wrong_answer', 123, 37.46));
    const mle = await judgedAs(learner, contestId, p, resultOf('memory_limit_exceeded', 300, 256.3));
    const ce = await judgedAs(learner, contestId, p, resultOf('compilation_error', 0, 0));
    const ac = await judgedAs(learner, contestId, p, resultOf('accepted', 48, 41.6));

    for (const read of [one, streamed]) {
      expect(figures(await read(learner.token, wa))).toEqual({ runtime: null, memory: null });
      expect(figures(await read(learner.token, mle))).toEqual({ runtime: null, memory: null });
      // No test failed: a compile error ran none, an accepted run passed them all.
      expect(figures(await read(learner.token, ce))).toEqual({ runtime: 0, memory: 0 });
      expect(figures(await read(learner.token, ac))).toEqual({ runtime: 48, memory: 42 });
    }
    const listed = await list(learner.token, 'sort=submittedAt');
    expect(figures(listed.find((s) => s._id === wa))).toEqual({ runtime: null, memory: null });
    expect(figures(listed.find((s) => s._id === practice))).toEqual({ runtime: 21, memory: 20 });

    // The order would tell them too: a hidden figure sorts as none, after the shown ones, both ways.
    // (By the stored figures the 256 MB of the failed run would come first.)
    const sorted = async (query: string, shown: string[]) => {
      const got = ids(await list(learner.token, query));
      expect(got.slice(0, shown.length), query).toEqual(shown);
      // Then the rows without a figure, by id.
      expect(got.slice(shown.length).sort(), query).toEqual([mle, wa].sort());
    };
    await sorted('sort=memory&order=desc', [ac, practice, ce]);
    await sorted('sort=memory&order=asc', [ce, practice, ac]);
    await sorted('sort=runtime&order=desc', [ac, practice, ce]);
    await sorted('sort=runtime&order=asc', [ce, practice, ac]);

    // An export made meanwhile withholds them the same way.
    const during = await exported(learner.token);
    expect(during.get(wa)).toEqual({ runtime: null, memory: null });
    expect(during.get(ac)).toEqual({ runtime: 48, memory: 42 });
    expect(during.get(practice)).toEqual({ runtime: 21, memory: 20 });

    // The jury sees them (in whole MB, as stored).
    expect(figures(await one(admin, wa))).toEqual({ runtime: 123, memory: 37 });
    expect(figures(await one(admin, mle))).toEqual({ runtime: 300, memory: 256 });

    // After the end: everything, in the order of the figures.
    await startedAgo(t, contestId, 121);
    expect(figures(await one(learner.token, wa))).toEqual({ runtime: 123, memory: 37 });
    expect(figures(await streamed(learner.token, mle))).toEqual({ runtime: 300, memory: 256 });
    expect(ids(await list(learner.token, 'sort=memory&order=desc'))).toEqual([mle, ac, wa, practice, ce]);
    expect(ids(await list(learner.token, 'sort=runtime&order=asc'))).toEqual([ce, practice, ac, wa, mle]);
    expect((await exported(learner.token)).get(wa)).toEqual({ runtime: 123, memory: 37 });
  });

  it('are withheld from a practice submission of a problem its author competes on, made meanwhile', async () => {
    const learner = await t.register();
    const outsider = await t.register();
    const before = await judgedAs(learner, null, p, resultOf('wrong_answer', 30, 25));
    await t.sql(`update submissions set submitted_at = now() - interval '1 hour' where id = $1`, [before]);
    const { contestId } = await createContest(t, admin, contestBody([p]));
    await register(t, learner.token, contestId);
    await startedAgo(t, contestId, 10);
    // Submit in practice runs the same hidden tests: the contest's rule holds there too.
    const meanwhile = await judgedAs(learner, null, p, resultOf('runtime_error', 77, 64.2));
    const offProblem = await judgedAs(learner, null, other, resultOf('wrong_answer', 15, 18));
    const byOutsider = await judgedAs(outsider, null, p, resultOf('wrong_answer', 77, 64.2));

    const m = await one(learner.token, meanwhile);
    expect(m).toMatchObject({ runtime: null, memory: null, errorMessage: 'Runtime error on test 3' });
    expect(m.failedTest ?? null).toBeNull();
    expect(figures(await one(learner.token, before))).toEqual({ runtime: 30, memory: 25 });
    expect(figures(await one(learner.token, offProblem))).toEqual({ runtime: 15, memory: 18 });
    const o = await one(outsider.token, byOutsider);
    expect(o).toMatchObject({ runtime: 77, memory: 64, failedTest: { expectedOutput: [0, 1] } });

    await startedAgo(t, contestId, 121);
    expect(await one(learner.token, meanwhile)).toMatchObject({
      runtime: 77,
      memory: 64,
      failedTest: { expectedOutput: [0, 1], actualOutput: [1, 0] },
    });
  });

  it("are withheld during a virtual run, and shown once the run's time is over", async () => {
    const learner = await t.register();
    const { contestId } = await createContest(t, admin, contestBody([p]));
    await startedAgo(t, contestId, 200); // ended
    const start = await t.injectAs(learner.token, {
      method: 'POST',
      url: `/api/contests/${contestId}/virtual`,
    });
    expect(start.statusCode, start.body).toBe(201);
    const tle = await judgedAs(learner, contestId, p, resultOf('time_limit_exceeded', 2000, 50.5));
    expect(figures(await streamed(learner.token, tle))).toEqual({ runtime: null, memory: null });
    expect(figures((await list(learner.token, `problemId=${p}`)).find((s) => s._id === tle))).toEqual({
      runtime: null,
      memory: null,
    });
    await t.sql(
      `update contest_registrations set virtual_started_at = now() - interval '121 minutes'
       where contest_id = $1 and user_id = $2`,
      [contestId, learner.id],
    );
    expect(figures(await one(learner.token, tle))).toEqual({ runtime: 2000, memory: 51 });
  });
});

describe('memory of a submission', () => {
  it('is stored and shown in whole MB', async () => {
    const learner = await t.register();
    const ac = await judgedAs(learner, null, other, resultOf('accepted', 12, 39.46));
    const wa = await judgedAs(learner, null, other, resultOf('wrong_answer', 12, 39.5));
    expect(figures(await one(learner.token, ac))).toEqual({ runtime: 12, memory: 39 });
    expect(figures(await one(learner.token, wa))).toEqual({ runtime: 12, memory: 40 });
    const stored = await t.sql<{ memory_mb: number }>(
      'select memory_mb from submissions where id = any($1) order by memory_mb',
      [[ac, wa]],
    );
    expect(stored.map((r) => r.memory_mb)).toEqual([39, 40]);
  });
});
