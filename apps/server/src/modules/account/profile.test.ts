import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helper.ts';
import { addProblem, judged } from '../../../test/verdicts.ts';
import { type AccountTestApp, startAccountApp } from './account-test-setup.ts';

/** The learner's own profile and the public one others see. */
let t: TestApp;
let as: AccountTestApp['as'];

beforeAll(async () => {
  ({ t, as } = await startAccountApp());
});

describe('profile', () => {
  it('shows the own profile with real figures and saves a new name', async () => {
    const a = await t.register({ name: 'Ada', email: 'ada-profile@example.com' });
    const problem = await addProblem(t, { difficulty: 'medium' });
    await judged(t, a.id, problem, 'wrong_answer');
    await judged(t, a.id, problem, 'accepted');
    const res = await as(a.token, 'GET', '/api/account/profile');
    expect(res.statusCode).toBe(200);
    const p = res.json().data.profile;
    expect(p).toMatchObject({ name: 'Ada', email: a.email, rating: null, pendingEmail: null });
    expect(p.solved).toEqual({ easy: 0, medium: 1, hard: 0 });
    expect(p.calendar.days).toEqual([{ day: p.calendar.to, count: 2 }]);
    expect(p.languages).toEqual([{ language: 'javascript', submissions: 2, solved: 1 }]);
    expect(p.achievements.map((x: { name: string }) => x.name)).toContain('First Steps');

    const saved = await as(a.token, 'PATCH', '/api/account/profile', { name: '  Ada Lovelace ' });
    expect(saved.json().data.profile.name).toBe('Ada Lovelace');
    const bad = await as(a.token, 'PATCH', '/api/account/profile', { name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ field: 'name', message: 'Name is required' });
  });

  it('shows others a public profile without e-mail, and nothing for unknown or signed-out callers', async () => {
    const a = await t.register({ name: 'Public Pat', email: 'pat-public@example.com' });
    const b = await t.register();
    const res = await as(b.token, 'GET', `/api/users/${a.id}/profile`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile.name).toBe('Public Pat');
    expect(res.body).not.toContain('pat-public');
    expect(res.body).not.toMatch(/timeZone|email/);
    expect(
      (await as(b.token, 'GET', '/api/users/00000000-0000-0000-0000-000000000000/profile')).statusCode,
    ).toBe(404);
    expect((await as(b.token, 'GET', '/api/users/not-a-uuid/profile')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${a.id}/profile` })).statusCode).toBe(401);
  });
});
