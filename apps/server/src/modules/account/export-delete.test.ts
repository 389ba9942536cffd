import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helper.ts';
import { addProblem, judged } from '../../../test/verdicts.ts';
import { type AccountTestApp, startAccountApp } from './account-test-setup.ts';

/** Exporting one's data and deleting the account: personal data gone, aggregates kept. */
let t: TestApp;
let as: AccountTestApp['as'];
let login: AccountTestApp['login'];

beforeAll(async () => {
  ({ t, as, login } = await startAccountApp());
});

describe('export and deletion', () => {
  it('exports profile, code and progress; deletion removes personal data and code, keeps aggregates', async () => {
    const a = await t.register({
      name: 'Leaving Lee',
      email: 'leaving@example.com',
      password: 'leaving passphrase',
    });
    const stay = await t.register({ name: 'Staying Sam' });
    const problem = await addProblem(t, { difficulty: 'easy' });
    const subId = await judged(t, a.id, problem, 'accepted');
    await judged(t, stay.id, problem, 'accepted');
    await t.sql(`update submissions set code = 'function secret() { return 42 }' where id = $1`, [subId]);
    await as(a.token, 'PATCH', '/api/account/settings', { email: { newsletter: true } });
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Lee',
        email: 'leaving@example.com',
        topic: 'general',
        message: 'Hello there, a question.',
      },
    });

    const exp = await as(a.token, 'GET', '/api/account/export');
    expect(exp.statusCode).toBe(200);
    expect(exp.headers['content-disposition']).toMatch(
      /^attachment; filename="codecoach-export-\d{4}-\d\d-\d\d\.json"$/,
    );
    const data = exp.json();
    expect(data.profile.email).toBe('leaving@example.com');
    expect(data.submissions[0]).toMatchObject({
      code: 'function secret() { return 42 }',
      status: 'accepted',
    });
    expect(data.progress).toMatchObject({ solved: 1, judged: 1, accepted: 1 });
    expect(data.contactMessages).toHaveLength(1);
    // Another learner's export never carries it.
    expect((await as(stay.token, 'GET', '/api/account/export')).body).not.toContain('secret()');

    const before = await t.sql('select accepted_count, submissions_count from problems where id = $1', [
      problem,
    ]);
    const wrong = await as(a.token, 'DELETE', '/api/account', { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toContainEqual({ field: 'password', message: 'Password is incorrect' });
    const del = await as(a.token, 'DELETE', '/api/account', { password: 'leaving passphrase' });
    expect(del.statusCode).toBe(200);

    // No row of any table keeps the e-mail or the code.
    const tables = await t.sql<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      const rows = await t.sql<{ hit: boolean }>(
        `select exists (select 1 from "${table_name}" x where row_to_json(x)::text ilike '%leaving@example.com%'
           or row_to_json(x)::text like '%secret()%' or row_to_json(x)::text like '%Leaving Lee%') as hit`,
      );
      expect(rows[0]?.hit, table_name).toBe(false);
    }
    // (checked before signing in is tried again: a failed attempt keeps its address in rate_limits for a day)
    expect((await as(a.token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await login('leaving@example.com', 'leaving passphrase')).status).toBe(401);
    // Aggregates stay consistent: the verdict still counts, the leaderboard row is anonymous.
    expect(
      await t.sql('select accepted_count, submissions_count from problems where id = $1', [problem]),
    ).toEqual(before);
    const board = (await as(stay.token, 'GET', '/api/user/leaderboard?timeframe=all&limit=100')).json().data
      .leaderboard;
    const names = board.map((r: { name: string }) => r.name);
    expect(names).toContain('Deleted learner');
    expect(names).not.toContain('Leaving Lee');
    expect((await as(stay.token, 'GET', `/api/users/${a.id}/profile`)).statusCode).toBe(404);
  });
});
