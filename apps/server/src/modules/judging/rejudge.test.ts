import { readProblemFiles } from '@codecoach/content';
import {
  DraftResponse,
  ProblemResponse,
  RejudgeResponse,
  RejudgesResponse,
  type RejudgesView,
} from '@codecoach/contracts';
import { createJudge, type Judge } from '@codecoach/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoredTwoSum } from '../../../test/authoring.ts';
import { adminToken } from '../../../test/contests.ts';
import { build, startLanes, type TestApp } from '../../../test/helper.ts';
import { createProofWorker } from '../authoring/worker.ts';
import { judgingLane } from './lane.ts';

/**
 * Rejudging (issue 26, decision 031), on a real database with the real judge and the real proof:
 * an admin publishes a problem, learners are judged on it, the admin adds a test and publishes a
 * new version, then rejudges: each past submission is judged on the new version at a lower
 * priority than practice, the learner whose verdict changes sees it, and points, solved state,
 * the problem's counters and progress follow.
 */
let t: TestApp;
let judge: Judge;
let stop: () => Promise<void>;
let admin: string;
let twoSum: Map<string, string>;

const SLUG = 'pair-sum-rejudged';
/** A test the first version lacks: target 12345. */
const NEW_TEST = '  { "name": "target 12345", "input": [[12000, 1, 345], 12345], "expected": [0, 2] },\n';

beforeAll(async () => {
  judge = await createJudge({ allowUnsandboxed: process.env.JUDGE_ALLOW_UNSANDBOXED === 'true', slots: 2 });
  t = await build({}, { judge });
  // One job at a time, so the order the queue hands them out in is the order they are judged in.
  stop = await startLanes(
    t,
    [judgingLane(t.judging, 1), createProofWorker({ db: t.ctx.database.db, judge }).lane()],
    1,
  );
  admin = await adminToken(t);
  twoSum = await readProblemFiles('two-sum');
}, 120_000);

afterAll(async () => {
  await stop?.();
  await judge?.close();
});

/** two-sum's folder as SLUG (test/authoring.ts). */
const folder = () => authoredTwoSum(twoSum, SLUG);

async function until<T>(
  read: () => Promise<T>,
  done: (v: T) => boolean,
  what: string,
  ms = 240_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A draft saved, proven and published as the editor does it; the version it put in force. */
async function publish(
  files: Record<string, string>,
  draftId?: string,
): Promise<{ version: string; problemId: string }> {
  const saved = draftId
    ? await t.injectAs(admin, { method: 'PUT', url: `/api/admin/drafts/${draftId}`, payload: { files } })
    : await t.injectAs(admin, { method: 'POST', url: '/api/admin/drafts', payload: { slug: SLUG, files } });
  const id = DraftResponse.parse(saved.json()).data.draft._id;
  await t.injectAs(admin, { method: 'POST', url: `/api/admin/drafts/${id}/prove` });
  const proven = await until(
    async () =>
      DraftResponse.parse((await t.injectAs(admin, { method: 'GET', url: `/api/admin/drafts/${id}` })).json())
        .data.draft,
    (d) => d.status === 'proven' || d.status === 'failed',
    'the proof',
  );
  expect(proven.checks.filter((c) => !c.ok)).toEqual([]);
  const res = await t.injectAs(admin, { method: 'POST', url: `/api/admin/drafts/${id}/publish` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function submit(token: string, problemId: string, code: string): Promise<string> {
  const res = await t.injectAs(token, {
    method: 'POST',
    url: '/api/submissions',
    payload: { problemId, language: 'python', code },
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().data.submission._id;
}

async function submission(token: string, id: string) {
  return (await t.injectAs(token, { method: 'GET', url: `/api/submissions/${id}` })).json().data.submission;
}
const verdictOf = (token: string, id: string) =>
  until(
    () => submission(token, id),
    (s) => !['pending', 'running'].includes(s.status),
    'a verdict',
  );

const rejudges = async (problemId: string): Promise<RejudgesView> =>
  RejudgesResponse.parse(
    (await t.injectAs(admin, { method: 'GET', url: `/api/admin/problems/${problemId}/rejudges` })).json(),
  ).data;

describe('rejudging a problem on its new version (issue 26)', () => {
  it('judges past submissions again after practice, shows the learner the new verdict, and progress follows', {
    timeout: 600_000,
  }, async () => {
    const { version: first, problemId } = await publish(folder());
    const solution = twoSum.get('solutions/solution.py') ?? '';
    // Right on every test of the first version, wrong on the one the second adds.
    const lucky = solution.replace(
      /(def twoSum\(self[^\n]*\n)/,
      '$1        if target == 12345:\n            return [1, 2]\n',
    );
    expect(lucky).not.toBe(solution);
    const alwaysFirst = 'class Solution:\n    def twoSum(self, nums, target):\n        return [0, 1]\n';

    const [a, b, c] = [await t.register(), await t.register(), await t.register()];
    const subA = await submit(a.token, problemId, lucky);
    const subB = await submit(b.token, problemId, solution);
    const subC = await submit(c.token, problemId, alwaysFirst);
    expect((await verdictOf(a.token, subA)).status).toBe('accepted');
    expect((await verdictOf(b.token, subB)).status).toBe('accepted');
    expect((await verdictOf(c.token, subC)).status).toBe('wrong_answer');
    const stats = async () =>
      ProblemResponse.parse(
        (await t.injectAs(a.token, { method: 'GET', url: `/api/problems/${SLUG}` })).json(),
      ).problem.statistics;
    expect((await stats()).solvedBy).toBe(2);
    const solvedOf = async (userId: string) =>
      (await t.sql<{ solved: number }>('select solved from user_stats where user_id = $1', [userId]))[0]
        ?.solved;
    expect(await solvedOf(a.id)).toBe(1);

    // Nothing to rejudge while every submission was judged on the version in force.
    expect(await rejudges(problemId)).toMatchObject({ version: first, stale: 0, rejudges: [] });
    const early = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/problems/${problemId}/rejudges`,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Every submission of this problem was judged on the version in force');

    // The admin adds a test: a new version, and three submissions judged on the old one.
    const source = (
      await t.injectAs(admin, { method: 'GET', url: `/api/admin/problems/${problemId}/source` })
    ).json().data;
    const draft = DraftResponse.parse(
      (
        await t.injectAs(admin, {
          method: 'POST',
          url: '/api/admin/drafts',
          payload: { slug: SLUG, files: source.files },
        })
      ).json(),
    ).data.draft;
    const edited = {
      ...draft.files,
      'tests/edge.json': (draft.files['tests/edge.json'] ?? '').replace('[\n', `[\n${NEW_TEST}`),
    };
    expect(edited['tests/edge.json']).toContain('12345');
    const { version: second } = await publish(edited, draft._id);
    expect(second).not.toBe(first);
    expect(await rejudges(problemId)).toMatchObject({ version: second, stale: 3 });

    const started = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/problems/${problemId}/rejudges`,
    });
    expect(started.statusCode, started.body).toBe(202);
    const rejudge = RejudgeResponse.parse(started.json()).data.rejudge;
    expect(rejudge).toMatchObject({ version: second, total: 3, finishedAt: null });
    // A learner's practice submission made now goes before the rejudge's queued ones.
    const d = await t.register();
    const practice = await submit(d.token, problemId, solution);
    expect((await verdictOf(d.token, practice)).status).toBe('accepted');
    const atPractice = (await rejudges(problemId)).rejudges[0];
    expect(atPractice?.judged).toBeLessThan(3);

    const done = await until(
      () => rejudges(problemId),
      (v) => v.rejudges[0]?.finishedAt !== null,
      'the rejudge',
    );
    expect(done.stale).toBe(0);
    expect(done.rejudges[0]).toMatchObject({ _id: rejudge._id, total: 3, judged: 3, changed: 1, failed: 0 });

    // The learner whose verdict changed sees it, with the new test; the others keep theirs.
    const seen = await submission(a.token, subA);
    expect(seen.status).toBe('wrong_answer');
    expect(seen.failedTest?.input).toContain('12345');
    expect((await submission(b.token, subB)).status).toBe('accepted');
    expect((await submission(c.token, subC)).status).toBe('wrong_answer');
    // Points, solved state, the problem's counters and progress follow the verdicts.
    const [points] = await t.sql<{ points: number }>('select points from submissions where id = $1', [subA]);
    expect(points?.points).toBe(0);
    const [solved] = await t.sql<{ solved_at: Date | null }>(
      'select solved_at from user_problems where user_id = $1 and problem_id = $2',
      [a.id, problemId],
    );
    expect(solved?.solved_at).toBeNull();
    expect((await stats()).solvedBy).toBe(2); // b, and d's practice
    expect(await solvedOf(a.id)).toBe(0);
    expect(await solvedOf(b.id)).toBe(1);

    const again = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/problems/${problemId}/rejudges`,
    });
    expect(again.statusCode).toBe(409);
    const audit = (
      await t.injectAs(admin, {
        method: 'GET',
        url: `/api/admin/audit?target=${problemId}&action=problem.rejudge`,
      })
    ).json().data.entries;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ after: { rejudge: rejudge._id, version: second, submissions: 3 } });
  });

  it('is for admins only', async () => {
    const learner = await t.register();
    const id = '6ea1de5b-c8ec-49e0-8a74-e724c874f056';
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.injectAs(learner.token, { method, url: `/api/admin/problems/${id}/rejudges` });
      expect(res.statusCode).toBe(403);
    }
  });
});
