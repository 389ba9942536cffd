import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/contests.ts';
import { build, type TestApp } from '../../../test/helper.ts';

/**
 * Who may call what (issue 26, part 5): every route of the OpenAPI document, as anonymous, a
 * learner and an admin. Each route is classified here; a route the document has and this table
 * does not fails the test, so a new route is classified when it is added.
 */
type Access = 'public' | 'user' | 'admin';
const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'GET /api/auth/me': 'user',
  'POST /api/auth/logout': 'user',
  'GET /api/auth/demo': 'public',
  'GET /api/auth/mail': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/confirm-email': 'public',
  'GET /api/account/profile': 'user',
  'PATCH /api/account/profile': 'user',
  'POST /api/account/email': 'user',
  'GET /api/users/{id}/profile': 'user',
  'GET /api/account/settings': 'user',
  'PATCH /api/account/settings': 'user',
  'POST /api/account/password': 'user',
  'GET /api/account/sessions': 'user',
  'DELETE /api/account/sessions/{id}': 'user',
  'GET /api/account/export': 'user',
  'DELETE /api/account': 'user',
  'POST /api/contact': 'public',
  'GET /api/admin/contact-messages': 'admin',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/{id}': 'admin',
  'PATCH /api/admin/users/{id}': 'admin',
  'POST /api/admin/users/{id}/reset-link': 'admin',
  'POST /api/admin/users/{id}/revoke-sessions': 'admin',
  'GET /api/admin/problems': 'admin',
  'PATCH /api/admin/problems/{id}': 'admin',
  'GET /api/admin/problems/{id}/source': 'admin',
  'GET /api/admin/problems/{id}/export': 'admin',
  'GET /api/admin/drafts': 'admin',
  'POST /api/admin/drafts': 'admin',
  'POST /api/admin/drafts/import': 'admin',
  'GET /api/admin/drafts/{id}': 'admin',
  'PUT /api/admin/drafts/{id}': 'admin',
  'DELETE /api/admin/drafts/{id}': 'admin',
  'POST /api/admin/drafts/{id}/prove': 'admin',
  'POST /api/admin/drafts/{id}/publish': 'admin',
  'GET /api/admin/problems/{id}/rejudges': 'admin',
  'POST /api/admin/problems/{id}/rejudges': 'admin',
  'GET /api/admin/system': 'admin',
  'PATCH /api/admin/system': 'admin',
  'GET /api/admin/audit': 'admin',
  'GET /api/stats/public': 'public',
  'GET /api/admin/stats': 'admin',
  'POST /api/newsletter': 'public',
  'GET /api/newsletter/unsubscribe': 'public',
  'POST /api/newsletter/unsubscribe': 'public',
  'GET /api/problems/': 'public',
  'GET /api/problems/random': 'public',
  'GET /api/problems/categories': 'public',
  'GET /api/problems/{id}': 'user',
  'GET /api/problems/{id}/solution': 'user',
  'POST /api/run': 'user',
  'POST /api/submissions': 'user',
  'GET /api/submissions': 'user',
  'GET /api/submissions/{id}': 'user',
  'GET /api/submissions/{id}/events': 'user',
  'GET /api/user/stats': 'user',
  'GET /api/user/leaderboard': 'user',
  'GET /api/analytics': 'user',
  'PUT /api/user/timezone': 'user',
  'POST /api/activity/heartbeat': 'user',
  'GET /api/learn/paths': 'user',
  'GET /api/learn/tutorials': 'user',
  'GET /api/learn/tutorials/{id}': 'user',
  'POST /api/learn/tutorials/{id}/complete': 'user',
  'POST /api/learn/study-plan': 'user',
  'GET /api/learn/study-plan': 'user',
  'PUT /api/learn/study-plan': 'user',
  'GET /api/learn/review': 'user',
  'GET /api/learn/goal': 'user',
  'PUT /api/learn/goal': 'user',
  'GET /api/learn/summary': 'user',
  'POST /api/tutor/hint': 'user',
  'POST /api/tutor/explain': 'user',
  'POST /api/tutor/optimize': 'user',
  'GET /api/tutor/recommendations': 'user',
  'GET /api/tutor/status': 'user',
  'POST /api/tutor/chat': 'user',
  'GET /api/contests': 'user',
  'POST /api/contests': 'user',
  'GET /api/contests/ratings': 'user',
  'GET /api/users/{id}/rating': 'user',
  'GET /api/contests/{id}': 'user',
  'PUT /api/contests/{id}': 'user',
  'POST /api/contests/{id}/register': 'user',
  'POST /api/contests/{id}/join': 'user',
  'POST /api/contests/{id}/virtual': 'user',
  'GET /api/contests/{id}/virtual': 'user',
  'GET /api/contests/{id}/problems/{letter}': 'user',
  'GET /api/contests/{id}/leaderboard': 'user',
  'GET /api/contests/{id}/events': 'user',
  'GET /api/generate/info': 'user',
  'POST /api/generate': 'user',
  'GET /api/generate/{id}': 'user',
  'GET /api/generate/{id}/events': 'user',
  'POST /api/generate/problems/{id}/publish': 'admin',
};

/** Ends its session: asked last, with sessions of its own. */
const SIGNS_OUT = new Set(['POST /api/auth/logout']);
const NOBODY = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let routes: string[];
beforeAll(async () => {
  t = await build();
  const paths: Record<string, Record<string, unknown>> = (
    await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
  ).json().paths;
  routes = Object.entries(paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
  );
});

/** One call of a route with no body and ids that name nothing; the status only. */
async function call(route: string, token?: string): Promise<number> {
  const [method, path] = route.split(' ') as [string, string];
  const url = path.replace('{letter}', 'A').replace(/\{[^}]+\}/g, NOBODY);
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
  // An event stream that opened answers 200 and stays open: inject ends it with the request.
  return res.statusCode;
}

describe('authorisation in one place (issue 26)', () => {
  it('classifies every route of the OpenAPI document, and only those', () => {
    expect(routes.filter((r) => !(r in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('gives anonymous callers 401 on user and admin routes, learners 403 on admin routes, admins neither', async () => {
    const learner = await t.register({ name: 'Matrix Learner' });
    const admin = await adminToken(t);
    const wrong: string[] = [];
    const order = [...routes].sort((a, b) => Number(SIGNS_OUT.has(a)) - Number(SIGNS_OUT.has(b)));
    for (const route of order) {
      const access = ACCESS[route];
      const anon = await call(route);
      const asLearner = await call(route, learner.token);
      const asAdmin = await call(route, admin);
      const expected = {
        anon: access === 'public' ? 'not 401/403' : 401,
        learner: access === 'admin' ? 403 : 'not 401/403',
        admin: 'not 401/403',
      };
      const ok = (got: number, want: number | string) =>
        typeof want === 'number' ? got === want : got !== 401 && got !== 403;
      if (!ok(anon, expected.anon) || !ok(asLearner, expected.learner) || !ok(asAdmin, expected.admin))
        wrong.push(`${route} (${access}): anonymous ${anon}, learner ${asLearner}, admin ${asAdmin}`);
    }
    expect(wrong).toEqual([]);
  });
});
