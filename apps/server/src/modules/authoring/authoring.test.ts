import { readProblemFiles } from '@codecoach/content';
import { type Draft, DraftResponse, ProblemSourceResponse } from '@codecoach/contracts';
import { createJudge, type Judge } from '@codecoach/judge';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoredTwoSum } from '../../../test/authoring.ts';
import { adminToken } from '../../../test/contests.ts';
import { build, startLanes, type TestApp } from '../../../test/helper.ts';
import { judgingLane } from '../judging/lane.ts';
import { seedProblems } from '../problems/seed.ts';
import { createProofWorker } from './worker.ts';

/**
 * Authoring a problem in the browser's API (issue 26, decision 028), on a real database with the
 * real judge: a draft is proven in the sandbox with live checks, published only once proven, served
 * to learners and judged; a new version keeps the problem's id and its submissions; export and
 * import round-trip; hostile uploads are refused.
 */
let t: TestApp;
let judge: Judge;
let stop: () => Promise<void>;
let admin: string;
let twoSum: Map<string, string>;

beforeAll(async () => {
  judge = await createJudge({ allowUnsandboxed: process.env.JUDGE_ALLOW_UNSANDBOXED === 'true', slots: 2 });
  t = await build({}, { judge });
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

/** two-sum's folder as problem `slug`. */
const folder = (slug: string, edit?: (files: Map<string, string>) => void) =>
  authoredTwoSum(twoSum, slug, edit);

const draftOf = (res: { json(): unknown; statusCode: number; body: string }): Draft => {
  expect([200, 201, 202], res.body).toContain(res.statusCode);
  return DraftResponse.parse(res.json()).data.draft;
};
const read = async (id: string) =>
  draftOf(await t.injectAs(admin, { method: 'GET', url: `/api/admin/drafts/${id}` }));

/** Proves a draft and follows it as the editor does (polling), noting whether a partial proof was seen. */
async function prove(id: string): Promise<{ draft: Draft; sawPartial: boolean }> {
  const queued = draftOf(await t.injectAs(admin, { method: 'POST', url: `/api/admin/drafts/${id}/prove` }));
  expect(queued.status).toBe('queued');
  let sawPartial = false;
  const deadline = Date.now() + 240_000;
  for (;;) {
    const d = await read(id);
    if (d.status === 'proving' && d.checks.length > 0) sawPartial = true;
    if (d.status === 'proven' || d.status === 'failed') return { draft: d, sawPartial };
    if (Date.now() > deadline) throw new Error(`still ${d.status} after 240 s`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe('authoring a problem (issue 26)', () => {
  let problemId: string;
  let firstVersion: string;

  it('proves a new problem in the sandbox with live checks, publishes it only once proven, and learners solve it', {
    timeout: 300_000,
  }, async () => {
    const created = draftOf(
      await t.injectAs(admin, {
        method: 'POST',
        url: '/api/admin/drafts',
        payload: { slug: 'pair-sum-authored', files: folder('pair-sum-authored') },
      }),
    );
    expect(created).toMatchObject({ status: 'draft', problemId: null, issues: [], checks: [] });
    const early = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/drafts/${created._id}/publish`,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a proven draft can be published: prove it first');
    // A second draft of the same slug meets the first.
    const twice = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/admin/drafts',
      payload: { slug: 'pair-sum-authored', files: folder('pair-sum-authored') },
    });
    expect(twice.statusCode).toBe(409);

    const { draft, sawPartial } = await prove(created._id);
    expect(draft.checks.filter((c) => !c.ok)).toEqual([]);
    expect(draft.status).toBe('proven');
    expect(sawPartial).toBe(true);
    expect(draft.checks.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'tests built from the examples, edge.json and gen.py',
        'reference cpp',
        'brute force agrees',
        'wrong/same-element.js gets wrong_answer',
      ]),
    );

    // The bank's seeding leaves an admin's problem as they made it (after publishing, below).
    const [stored] = await t.sql<{ built: Parameters<typeof seedProblems>[1][number] }>(
      'select built from problem_drafts where id = $1',
      [created._id],
    );
    const published = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/drafts/${created._id}/publish`,
    });
    expect(published.statusCode, published.body).toBe(200);
    problemId = published.json().data.problemId;
    firstVersion = published.json().data.version;
    expect(firstVersion).toBe(draft.version);
    if (!stored) throw new Error('no built problem kept');
    const seeded = await seedProblems(t.ctx.database.db, [
      { ...stored.built, version: 'a later bank version' },
    ]);
    expect(seeded).toEqual({ inserted: 0, updated: 0, unchanged: 1 });

    const learner = await t.register();
    const page = await t.injectAs(learner.token, { method: 'GET', url: '/api/problems/pair-sum-authored' });
    expect(page.statusCode).toBe(200);
    const solution = twoSum.get('solutions/solution.py') ?? '';
    const sub = await t.injectAs(learner.token, {
      method: 'POST',
      url: '/api/submissions',
      payload: { problemId, language: 'python', code: solution },
    });
    expect(sub.statusCode, sub.body).toBe(202);
    const id = sub.json().data.submission._id;
    let status = 'pending';
    for (let i = 0; i < 200 && ['pending', 'running'].includes(status); i++) {
      await new Promise((r) => setTimeout(r, 200));
      const s = await t.injectAs(learner.token, { method: 'GET', url: `/api/submissions/${id}` });
      status = s.json().data.submission.status;
    }
    expect(status).toBe('accepted');

    const audit = (
      await t.injectAs(admin, { method: 'GET', url: `/api/admin/audit?target=${problemId}` })
    ).json().data.entries;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['problem.create']);
  });

  it('round-trips through a zip, and a new version keeps the problem, its submissions and their version', {
    timeout: 300_000,
  }, async () => {
    const exported = await t.injectAs(admin, {
      method: 'GET',
      url: `/api/admin/problems/${problemId}/export`,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="pair-sum-authored.zip"');
    const entries = unzipSync(new Uint8Array(exported.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(
      Object.keys(folder('pair-sum-authored'))
        .map((p) => `pair-sum-authored/${p}`)
        .sort(),
    );

    const imported = draftOf(
      await t.injectAs(admin, {
        method: 'POST',
        url: '/api/admin/drafts/import',
        headers: { 'content-type': 'application/zip' },
        payload: exported.rawPayload,
      }),
    );
    expect(imported).toMatchObject({
      slug: 'pair-sum-authored',
      problemId,
      version: firstVersion,
      issues: [],
    });
    const files = {
      ...imported.files,
      'statement.md': `${imported.files['statement.md']}\nA second version of the statement.\n`,
    };
    const saved = draftOf(
      await t.injectAs(admin, {
        method: 'PUT',
        url: `/api/admin/drafts/${imported._id}`,
        payload: { files },
      }),
    );
    expect(saved.version).not.toBe(firstVersion);
    const { draft } = await prove(saved._id);
    expect(draft.status, JSON.stringify(draft.checks.filter((c) => !c.ok))).toBe('proven');
    const published = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/drafts/${saved._id}/publish`,
    });
    expect(published.json().data).toEqual({ problemId, slug: 'pair-sum-authored', version: saved.version });

    const source = ProblemSourceResponse.parse(
      (await t.injectAs(admin, { method: 'GET', url: `/api/admin/problems/${problemId}/source` })).json(),
    ).data;
    expect(source.version).toBe(saved.version);
    expect(source.files['statement.md']).toContain('A second version of the statement.');
    expect(source.draftId).toBeNull();
    expect(source.versions.map((v) => [v.version, v.current, v.submissions])).toEqual([
      [saved.version, true, 0],
      [firstVersion, false, 1],
    ]);
    const audit = (
      await t.injectAs(admin, { method: 'GET', url: `/api/admin/audit?target=${problemId}` })
    ).json().data.entries;
    expect(audit[0]).toMatchObject({ action: 'problem.version', before: { version: firstVersion } });
  });

  it('keeps nothing of a proof whose draft was saved meanwhile', { timeout: 120_000 }, async () => {
    const created = draftOf(
      await t.injectAs(admin, {
        method: 'POST',
        url: '/api/admin/drafts',
        payload: { slug: 'saved-while-proving', files: folder('saved-while-proving') },
      }),
    );
    await t.injectAs(admin, { method: 'POST', url: `/api/admin/drafts/${created._id}/prove` });
    const files = { ...created.files, 'editorial.md': `${created.files['editorial.md']}\nMore. O(n).\n` };
    const saved = draftOf(
      await t.injectAs(admin, { method: 'PUT', url: `/api/admin/drafts/${created._id}`, payload: { files } }),
    );
    expect(saved).toMatchObject({ status: 'draft', checks: [] });
    // Long enough for the stale proof to reach its first check and stop there.
    await new Promise((r) => setTimeout(r, 8000));
    expect(await read(created._id)).toMatchObject({ status: 'draft', checks: [], version: saved.version });
  });

  it('refuses what breaks the rules: a draft with issues is not proven, hostile zips are not read', async () => {
    const broken = draftOf(
      await t.injectAs(admin, {
        method: 'POST',
        url: '/api/admin/drafts',
        payload: {
          slug: 'broken-authored',
          files: folder('broken-authored', (f) => f.delete('validator.py')),
        },
      }),
    );
    expect(broken.issues).toEqual([
      { file: 'validator.py', message: 'missing: every problem needs its input validator' },
    ]);
    const refused = await t.injectAs(admin, { method: 'POST', url: `/api/admin/drafts/${broken._id}/prove` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Fix the folder's issues before proving it");

    const upload = (body: Uint8Array | string, type = 'application/zip') =>
      t.injectAs(admin, {
        method: 'POST',
        url: '/api/admin/drafts/import?slug=hostile-zip',
        headers: { 'content-type': type },
        payload: typeof body === 'string' ? body : Buffer.from(body),
      });
    // 64 MB of zeros in ~64 KB: stopped at the per-file limit, never inflated whole.
    const bomb = zipSync({ 'problem.yaml': new Uint8Array(64 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    const bombed = await upload(bomb);
    expect(bombed.statusCode).toBe(400);
    expect(bombed.json().message).toBe('problem.yaml is over 524288 bytes');
    const traversal = await upload(zipSync({ '../escape.py': strToU8('x'), 'a/b/c/d.py': strToU8('y') }));
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().message).toContain('not a file name a problem folder holds');
    const notZip = await upload('this is not a zip');
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().message).toMatch(/^not a zip file we can read|the zip holds no files/);
    const wrongType = await upload('{}', 'application/json');
    expect(wrongType.statusCode).toBe(415);
    const learner = await t.register();
    const asLearner = await t.injectAs(learner.token, { method: 'GET', url: '/api/admin/drafts' });
    expect(asLearner.statusCode).toBe(403);
  });
});
