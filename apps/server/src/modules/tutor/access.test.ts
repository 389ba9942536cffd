import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, contestBody, createContest, register, startedAgo } from '../../../test/contests.ts';
import type { TestApp } from '../../../test/helper.ts';
import { QUADRATIC_JS, QUOTA, startTutorApp, type TutorTestApp } from './tutor-test-setup.ts';

/**
 * Who may ask the tutor, and how: never about a problem of a contest under way; with a session,
 * a valid body and a known problem; within the hourly quota.
 */
let t: TestApp;
let problemId: string;
let post: TutorTestApp['post'];

beforeAll(async () => {
  ({ t, problemId, post } = await startTutorApp({ slug: 'tutor-two-sum' }));
}, 120_000);

describe('inside a contest', () => {
  it('refuses every tutor call about a problem the caller competes on now, and only then', async () => {
    const admin = await adminToken(t);
    const { contestId } = await createContest(
      t,
      admin,
      contestBody([problemId], { name: 'Tutor Off Contest' }),
    );
    const [rival, outsider] = [await t.register(), await t.register()];
    expect((await register(t, rival.token, contestId)).statusCode).toBe(201);
    const code = { problemId, language: 'javascript', code: QUADRATIC_JS };
    const calls = [
      ['hint', { problemId, language: 'python' }],
      ['explain', code],
      ['optimize', code],
      ['chat', { problemId, messages: [{ role: 'user', content: 'Where do I start?' }] }],
    ] as const;
    // Registered for a contest that has not started: not competing yet.
    expect((await post(rival.token, 'hint', { problemId, language: 'python' })).statusCode).toBe(200);
    await startedAgo(t, contestId, 10);
    for (const [url, body] of calls) {
      const r = await post(rival.token, url, body);
      expect(r.statusCode, `${url}: ${r.body}`).toBe(403);
      expect(r.json()).toMatchObject({
        success: false,
        code: 'FORBIDDEN',
        message: 'The AI tutor is off for this problem until your contest is over',
      });
    }
    // General chat (no problem) stays open; so does the problem for someone not in the contest.
    const general = await post(rival.token, 'chat', { messages: [{ role: 'user', content: 'What next?' }] });
    expect(general.statusCode).toBe(200);
    expect((await post(outsider.token, 'hint', { problemId, language: 'python' })).statusCode).toBe(200);
    // Once the contest is over (120 minutes long), the tutor answers again.
    await startedAgo(t, contestId, 130);
    expect((await post(rival.token, 'hint', { problemId, language: 'python' })).statusCode).toBe(200);
  });
});

describe('hostile input', () => {
  it('needs a session, validates bodies with the contract messages, 404s unknown problems', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/tutor/hint',
          payload: { problemId, language: 'python' },
        })
      ).statusCode,
    ).toBe(401);
    const u = await t.register();
    const bad = await post(u.token, 'explain', { problemId, language: 'cobol', code: 'x' });
    expect(bad.statusCode).toBe(400);
    const empty = await post(u.token, 'chat', { problemId, messages: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Message is required/);
    const missing = await post(u.token, 'hint', { problemId: 'no-such-problem', language: 'python' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 429 with Retry-After past the hourly quota', async () => {
    const u = await t.register();
    let last = 200;
    let retry: string | undefined;
    for (let i = 0; i <= QUOTA && last === 200; i++) {
      const r = await post(u.token, 'hint', { problemId, language: 'python' });
      last = r.statusCode;
      retry = r.headers['retry-after'] as string | undefined;
    }
    expect(last).toBe(429);
    expect(Number(retry)).toBeGreaterThan(0);
  });
});
