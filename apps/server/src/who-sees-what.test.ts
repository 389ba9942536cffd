import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { twoSumFixture } from '../test/builders.ts';
import { build, type TestApp } from '../test/helper.ts';
import { seedProblems } from './modules/problems/seed.ts';

/**
 * Who may see what (issue 27, part 5): every GET route of the OpenAPI document, walked as another
 * learner and as an anonymous visitor, with every id that belongs to learner A in every path
 * parameter and id-like query: none of A's things may appear in any answer. A's things are
 * marked so that they are found anywhere in a body: the code of A's submissions, the hidden test
 * A failed on, A's e-mail address, A's sessions and token, and A's private generated problem
 * (its title, statement and reference solution).
 */
let t: TestApp;
let paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
const mark = randomUUID().slice(0, 8);
const SECRET = {
  code: `SECRET_CODE_OF_A_${mark}`,
  hidden: 987_654_321,
  email: `secret-a-${mark}@example.com`,
  privateTitle: `SECRET_PRIVATE_PROBLEM_${mark}`,
  privateStatement: `SECRET_PRIVATE_STATEMENT_${mark}`,
  privateSolution: `SECRET_PRIVATE_SOLUTION_${mark}`,
};
let secrets: string[];
let ownIds: string[];
let b: { token: string; id: string };

beforeAll(async () => {
  t = await build();
  paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
  const a = await t.register({ email: SECRET.email, name: `Learner A ${mark}` });
  b = await t.register();
  const db = t.ctx.database.db;

  // A practice problem whose hidden test A failed on (its input shown to A alone).
  const shared = twoSumFixture({ slug: `shared-${mark}` });
  shared.tests.push({
    input: [[SECRET.hidden, 1], SECRET.hidden + 1],
    expected: [0, 1],
    hidden: true,
    origin: 'edge',
  });
  await seedProblems(db, [shared]);
  // A's private generated problem.
  const priv = twoSumFixture({ slug: `private-${mark}`, title: SECRET.privateTitle });
  priv.statement = SECRET.privateStatement;
  priv.solutions = {
    ...priv.solutions,
    javascript: `// ${SECRET.privateSolution}\n${priv.solutions.javascript}`,
  };
  await seedProblems(db, [priv]);
  const [sharedRow] = await t.sql<{ id: string }>('select id from problems where slug = $1', [shared.slug]);
  const [privRow] = await t.sql<{ id: string }>('select id from problems where slug = $1', [priv.slug]);
  if (!sharedRow || !privRow) throw new Error('fixtures not seeded');
  await t.sql(`update problems set source = 'ai' where id = $1`, [privRow.id]);
  await t.sql(
    `insert into generated_problems (problem_id, owner_id, job_id, family, seed, engine) values ($1, $2, $3, 'fixture', 1, 'builtin')`,
    [privRow.id, a.id, randomUUID()],
  );
  const [sub] = await t.sql<{ id: string }>(
    `insert into submissions (user_id, problem_id, language, code, status, tests_passed, total_tests, failed_test, judged_at)
     values ($1, $2, 'python', $3, 'wrong_answer', 5, 6, $4, now()) returning id`,
    [
      a.id,
      sharedRow.id,
      `# ${SECRET.code}\nclass Solution: pass`,
      JSON.stringify({
        input: `nums = [${SECRET.hidden},1], target = ${SECRET.hidden + 1}`,
        expectedOutput: [0, 1],
        actualOutput: [],
      }),
    ],
  );
  const [privSub] = await t.sql<{ id: string }>(
    `insert into submissions (user_id, problem_id, language, code, status) values ($1, $2, 'javascript', $3, 'accepted') returning id`,
    [a.id, privRow.id, `// ${SECRET.code}`],
  );
  const sessions = (await t.injectAs(a.token, { method: 'GET', url: '/api/account/sessions' })).json().data
    .sessions as Array<{ _id: string }>;
  secrets = [
    SECRET.code,
    String(SECRET.hidden),
    SECRET.email,
    SECRET.privateTitle,
    SECRET.privateStatement,
    SECRET.privateSolution,
    a.token,
    ...sessions.map((s) => s._id),
  ];
  ownIds = [
    a.id,
    sharedRow.id,
    privRow.id,
    priv.slug,
    sub?.id ?? '',
    privSub?.id ?? '',
    ...sessions.map((s) => s._id),
  ];
  // A really sees their own: the markers are where they should be, so finding none below means something.
  const mine = await t.injectAs(a.token, { method: 'GET', url: `/api/submissions/${sub?.id}` });
  expect(mine.body).toContain(SECRET.code);
  expect(mine.body).toContain(String(SECRET.hidden));
  const own = await t.injectAs(a.token, { method: 'GET', url: `/api/problems/${privRow.id}` });
  expect(own.body).toContain(SECRET.privateTitle);
}, 120_000);

const isStream = (path: string) => path.endsWith('/events');

describe('who may see what (issue 27)', () => {
  it("shows another learner and an anonymous visitor nothing of learner A's, on any GET route, with A's ids anywhere", async () => {
    const gets = Object.entries(paths)
      .filter(([path, ops]) => ops.get && !isStream(path))
      .map(([path, ops]) => ({ path, params: ops.get?.parameters ?? [] }));
    expect(gets.length).toBeGreaterThan(40);
    const leaks: string[] = [];
    let requests = 0;
    for (const caller of [
      { who: 'another learner', token: b.token },
      { who: 'anonymous', token: undefined },
    ]) {
      for (const { path, params } of gets) {
        const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
        const idQueries = params
          .filter((p) => p.in === 'query' && /(^id$|Id$|^user$|^problem$|^target$|^actor$)/.test(p.name))
          .map((p) => p.name);
        // Every path parameter takes each of A's ids in turn (the others a plain value).
        const urls = new Set<string>();
        for (const id of ownIds) {
          const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
            name === pathParams[0]
              ? encodeURIComponent(id)
              : name === 'letter'
                ? 'A'
                : encodeURIComponent(id),
          );
          urls.add(filled);
          for (const q of idQueries) urls.add(`${filled}?${q}=${encodeURIComponent(id)}`);
        }
        for (const url of urls) {
          requests++;
          const res = await t.app.inject({
            method: 'GET',
            url,
            headers: caller.token ? { authorization: `Bearer ${caller.token}` } : {},
          });
          for (const secret of secrets)
            if (res.body.includes(secret))
              leaks.push(`${caller.who}: GET ${url} -> ${res.statusCode} shows ${secret.slice(0, 24)}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(requests).toBeGreaterThan(300);
  });

  it("lets no one else act on A's submission, session or private problem", async () => {
    const [privateId, , subId] = [ownIds[2], ownIds[3], ownIds[4]];
    const sessionId = ownIds[6];
    const tries = [
      { method: 'DELETE' as const, url: `/api/account/sessions/${sessionId}` },
      { method: 'POST' as const, url: '/api/tutor/explain', payload: { submissionId: subId } },
      {
        method: 'POST' as const,
        url: '/api/submissions',
        payload: { problemId: privateId, language: 'python', code: 'x' },
      },
      {
        method: 'POST' as const,
        url: '/api/run',
        payload: { problemId: privateId, language: 'python', code: 'x' },
      },
      { method: 'POST' as const, url: '/api/tutor/hint', payload: { problemId: privateId, level: 1 } },
    ];
    for (const req of tries) {
      const res = await t.injectAs(b.token, req);
      expect([400, 403, 404, 503], `${req.method} ${req.url}: ${res.statusCode} ${res.body}`).toContain(
        res.statusCode,
      );
      for (const secret of secrets) expect(res.body).not.toContain(secret);
    }
    // A's session still works.
    const a = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${secrets[6]}` },
    });
    expect(a.statusCode).toBe(200);
  });
});
