import type { Verdict } from '@codecoach/contracts';
import { expect } from 'vitest';
import { DEMO_ADMIN } from '../src/modules/auth/demo.ts';
import type { TestApp } from './helper.ts';
import { judgeProblem, judgeResult } from './verdicts.ts';

/**
 * Test support for the contest suites: contests made through the API, moved in time by SQL (the
 * status follows the database's clock), and contest submissions made through the API with their
 * verdict written by the real `recordVerdict` (no judge needed).
 */

export async function adminToken(t: TestApp): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

export function contestBody(problemIds: string[], over: Record<string, unknown> = {}) {
  return {
    name: 'Test Contest',
    type: 'special',
    format: 'icpc',
    description: 'A test contest',
    startTime: new Date(Date.now() + 3_600_000).toISOString(),
    duration: 120,
    problems: problemIds.map((problemId, i) => ({ problemId, points: 500 * (i + 1) })),
    prizes: ['First prize', 'Second prize', 'Third prize'],
    rated: true,
    visibility: 'public',
    ...over,
  };
}

export async function createContest(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await t.injectAs(token, { method: 'POST', url: '/api/contests', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { contestId: string; inviteToken: string | null };
}

/**
 * Travels in time: the contest now started `minutesAgo` minutes ago (negative: starts later), and
 * its submissions move with it, so each keeps its contest minute. Every server's live board is told
 * to rebuild, as an edit tells it.
 */
export async function startedAgo(t: TestApp, contestId: string, minutesAgo: number): Promise<void> {
  const [row] = await t.sql<{ shift: number }>(
    `select extract(epoch from (now() - make_interval(secs => $2)) - starts_at)::float8 as shift
     from contests where id = $1`,
    [contestId, minutesAgo * 60],
  );
  const shift = row?.shift ?? 0;
  await t.sql('update contests set starts_at = starts_at + make_interval(secs => $2) where id = $1', [
    contestId,
    shift,
  ]);
  await t.sql(
    'update submissions set submitted_at = submitted_at + make_interval(secs => $2) where contest_id = $1',
    [contestId, shift],
  );
  await t.sql(
    'update contest_events set submitted_at = submitted_at + make_interval(secs => $2) where contest_id = $1',
    [contestId, shift],
  );
  await t.sql(
    `select pg_notify('cc_contest_events', json_build_object('contestId', $1::text, 'eventId', 'reset')::text)`,
    [contestId],
  );
  // The note comes back through the listener: wait for it to be delivered.
  await new Promise((r) => setTimeout(r, 150));
}

export async function register(t: TestApp, token: string, contestId: string, invite?: string) {
  return t.injectAs(token, {
    method: 'POST',
    url: `/api/contests/${contestId}/register`,
    payload: invite ? { invite } : {},
  });
}

export async function submitIn(t: TestApp, token: string, contestId: string, problemId: string) {
  return t.injectAs(token, {
    method: 'POST',
    url: '/api/submissions',
    payload: { problemId, contestId, language: 'javascript', code: '// contest test' },
  });
}

/** A contest submission through the API, then its verdict through the real verdict writer. */
export async function solve(
  t: TestApp,
  user: { token: string; id: string },
  contestId: string,
  problemId: string,
  verdict: Verdict,
): Promise<string> {
  const res = await submitIn(t, user.token, contestId, problemId);
  expect(res.statusCode, res.body).toBe(202);
  const id: string = res.json().data.submission._id;
  await t.judging.recordVerdict(id, user.id, await judgeProblem(t, problemId), judgeResult(verdict));
  return id;
}

export async function board(t: TestApp, token: string, contestId: string, query = '') {
  const res = await t.injectAs(token, {
    method: 'GET',
    url: `/api/contests/${contestId}/leaderboard${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
