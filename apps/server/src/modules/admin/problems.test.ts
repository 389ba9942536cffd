import { AdminProblemsResponse } from '@codecoach/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProblem } from '../../../test/builders.ts';
import { adminToken } from '../../../test/contests.ts';
import { build, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
let admin: string;
let problemId: string;
beforeAll(async () => {
  t = await build();
  admin = await adminToken(t);
  await createProblem(t.ctx.database.db, { slug: 'manage-me', title: 'Manage Me' });
  await createProblem(t.ctx.database.db, { slug: 'keep-me', title: 'Keep Me' });
  problemId = (await t.sql<{ id: string }>(`select id from problems where slug = 'manage-me'`))[0]
    ?.id as string;
});

const list = async (query = '') =>
  AdminProblemsResponse.parse(
    (await t.injectAs(admin, { method: 'GET', url: `/api/admin/problems${query}` })).json(),
  ).data;
const setPublished = (published: boolean) =>
  t.injectAs(admin, { method: 'PATCH', url: `/api/admin/problems/${problemId}`, payload: { published } });

describe('Manage Problems: the list and unpublishing (issue 26)', () => {
  it('lists every problem with its source, version, tests and counts, searchable', async () => {
    const found = await list('?q=manage');
    expect(found.problems).toHaveLength(1);
    expect(found.problems[0]).toMatchObject({
      _id: problemId,
      slug: 'manage-me',
      source: 'bank',
      published: true,
      privateToOwner: false,
      submissions: 0,
    });
    expect(found.problems[0]?.tests).toBeGreaterThan(0);
    expect(found.problems[0]?.version.length).toBeGreaterThan(0);
  });

  it("hides an unpublished problem from practice and lists, keeps everyone's submissions, and publishes it again", async () => {
    const u = await t.register();
    await t.sql(
      `insert into submissions (user_id, problem_id, language, code, status) values ($1, $2, 'javascript', 'x', 'wrong_answer')`,
      [u.id, problemId],
    );
    expect((await setPublished(false)).statusCode).toBe(200);
    const seen = (await t.injectAs(u.token, { method: 'GET', url: '/api/problems?limit=100' })).json()
      .problems;
    expect(seen.map((p: { slug: string }) => p.slug)).toEqual(['keep-me']);
    expect((await t.injectAs(u.token, { method: 'GET', url: '/api/problems/manage-me' })).statusCode).toBe(
      404,
    );
    const mine = (await t.injectAs(u.token, { method: 'GET', url: '/api/submissions' })).json().data;
    expect(mine.pagination.total).toBe(1);
    expect((await list('?state=unpublished')).problems.map((p) => p.slug)).toEqual(['manage-me']);
    // Twice is once: nothing more is audited.
    expect((await setPublished(false)).statusCode).toBe(200);
    expect((await setPublished(true)).statusCode).toBe(200);
    expect((await t.injectAs(u.token, { method: 'GET', url: '/api/problems/manage-me' })).statusCode).toBe(
      200,
    );
    const audit = (
      await t.injectAs(admin, { method: 'GET', url: `/api/admin/audit?target=${problemId}` })
    ).json().data.entries;
    expect(audit.map((e: { action: string }) => e.action)).toEqual([
      'problem.republish',
      'problem.unpublish',
    ]);
    expect(
      (
        await t.injectAs(admin, {
          method: 'PATCH',
          url: '/api/admin/problems/00000000-0000-4000-8000-000000000000',
          payload: { published: false },
        })
      ).statusCode,
    ).toBe(404);
  });
});
