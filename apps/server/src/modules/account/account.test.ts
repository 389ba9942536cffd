import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helper.ts';
import { linkIn, startSmtp } from '../../../test/smtp.ts';
import { addProblem, judged } from '../../../test/verdicts.ts';
import { DEMO_ADMIN } from '../auth/demo.ts';
import { pruneAccountData } from './housekeeping.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await build({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://codecoach.test',
    AUTH_RATE_LIMIT_PER_IP: '1000',
  });
});
afterAll(async () => smtp.close());

type Opts = Parameters<TestApp['injectAs']>[1];
const as = (token: string, method: Opts['method'], url: string, payload?: object) =>
  t.injectAs(token, { method, url, ...(payload ? { payload } : {}) });
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const login = async (email: string, password: string, ua = CHROME) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'user-agent': ua },
  });
  return { status: res.statusCode, token: res.json().token as string };
};

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

describe('e-mail change', () => {
  it('takes effect only once confirmed from the new address, and the link works once', async () => {
    const a = await t.register({ email: 'old-address@example.com', password: 'my passphrase here' });
    const wrong = await as(a.token, 'POST', '/api/account/email', {
      email: 'new@example.com',
      password: 'nope nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toContainEqual({
      field: 'password',
      message: 'Current password is incorrect',
    });

    const res = await as(a.token, 'POST', '/api/account/email', {
      email: 'New-Address@Example.com',
      password: 'my passphrase here',
    });
    expect(res.statusCode).toBe(202);
    const profile = (await as(a.token, 'GET', '/api/account/profile')).json().data.profile;
    expect(profile).toMatchObject({
      email: 'old-address@example.com',
      pendingEmail: 'new-address@example.com',
    });
    const mail = await smtp.waitFor('new-address@example.com');
    const { token } = linkIn(mail, 'https://codecoach.test/confirm-email?token=');
    // The old address is told (security notices are on by default).
    await smtp.waitFor('old-address@example.com', (m) => m.subject === 'Security notice from CodeCoach');

    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });
    expect(ok.statusCode).toBe(200);
    expect((await login('new-address@example.com', 'my passphrase here')).status).toBe(200);
    expect((await login('old-address@example.com', 'my passphrase here')).status).toBe(401);
    const reuse = await t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });
    expect(reuse.statusCode).toBe(400);
  });

  it('refuses an address another account uses, and its own', async () => {
    const a = await t.register({ email: 'taken-a@example.com', password: 'my passphrase here' });
    await t.register({ email: 'taken-b@example.com' });
    const taken = await as(a.token, 'POST', '/api/account/email', {
      email: 'taken-b@example.com',
      password: 'my passphrase here',
    });
    expect(taken.statusCode).toBe(409);
    const same = await as(a.token, 'POST', '/api/account/email', {
      email: 'TAKEN-A@example.com',
      password: 'my passphrase here',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0].field).toBe('email');
  });
});

describe('settings', () => {
  it('answers the defaults, saves what is sent, and refuses bad values with the contract messages', async () => {
    const a = await t.register();
    const first = (await as(a.token, 'GET', '/api/account/settings')).json().data;
    expect(first.mailEnabled).toBe(true);
    expect(first.settings).toEqual({
      theme: 'system',
      editor: { language: 'javascript', fontSize: 14, tabSize: 4, vim: false },
      timeZone: 'UTC',
      email: { securityAlerts: true, newsletter: false },
    });
    const saved = await as(a.token, 'PATCH', '/api/account/settings', {
      theme: 'dark',
      editor: { language: 'python', fontSize: 18, vim: true },
      email: { newsletter: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings).toMatchObject({
      theme: 'dark',
      editor: { language: 'python', fontSize: 18, tabSize: 4, vim: true },
      email: { newsletter: true, securityAlerts: true },
    });
    const sub = await t.sql('select 1 from newsletter_subscriptions where email = $1', [a.email]);
    expect(sub).toHaveLength(1);

    const bad = await as(a.token, 'PATCH', '/api/account/settings', {
      theme: 'neon',
      editor: { fontSize: 13, tabSize: 3 },
      timeZone: 'Mars/Olympus',
    });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Theme must be system, light or dark',
        'Font size must be 12, 14, 16 or 18',
        'Tab size must be 2, 4 or 8',
        'Time zone must be an IANA name such as Europe/Paris',
      ]),
    );
  });

  it('keeps a hand-picked time zone against the browser report and never rewrites past days', async () => {
    const a = await t.register();
    const problem = await addProblem(t, {});
    // 23:30 UTC on 2026-03-01 is already 2026-03-02 in Tokyo.
    await judged(t, a.id, problem, 'accepted', new Date('2026-03-01T23:30:00Z'));
    await as(a.token, 'PATCH', '/api/account/settings', { timeZone: 'Asia/Tokyo' });
    const report = await as(a.token, 'PUT', '/api/user/timezone', { timeZone: 'Europe/Paris' });
    expect(report.json().data.timeZone).toBe('Asia/Tokyo');
    const days = await t.sql<{ day: string }>('select day::text from user_days where user_id = $1', [a.id]);
    expect(days).toEqual([{ day: '2026-03-01' }]);
    const settings = (await as(a.token, 'GET', '/api/account/settings')).json().data.settings;
    expect(settings.timeZone).toBe('Asia/Tokyo');
  });
});

describe('password and sessions', () => {
  it('lists sessions with their device, revokes one, and refuses another learner’s', async () => {
    const a = await t.register({ email: 'sessions@example.com', password: 'session passphrase' });
    const phone = await login(
      a.email,
      'session passphrase',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    const list = (await as(phone.token, 'GET', '/api/account/sessions')).json().data.sessions;
    expect(list).toHaveLength(2);
    const current = list.find((s: { current: boolean }) => s.current);
    expect(current.device).toBe('Safari on iOS');
    const other = list.find((s: { current: boolean }) => !s.current);

    const b = await t.register();
    expect((await as(b.token, 'DELETE', `/api/account/sessions/${other._id}`)).statusCode).toBe(404);
    expect((await as(a.token, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await as(phone.token, 'DELETE', `/api/account/sessions/${other._id}`)).statusCode).toBe(200);
    expect((await as(a.token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await as(phone.token, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('changes the password with the current one and ends every other session', async () => {
    const a = await t.register({ email: 'change-pw@example.com', password: 'old passphrase 1' });
    const second = await login(a.email, 'old passphrase 1');
    const wrong = await as(a.token, 'POST', '/api/account/password', {
      currentPassword: 'not it at all',
      newPassword: 'new passphrase 2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toContainEqual({
      field: 'currentPassword',
      message: 'Current password is incorrect',
    });
    const weak = await as(a.token, 'POST', '/api/account/password', {
      currentPassword: 'old passphrase 1',
      newPassword: 'short',
    });
    expect(weak.json().errors).toContainEqual({
      field: 'newPassword',
      message: 'Password must be at least 8 characters',
    });

    const ok = await as(a.token, 'POST', '/api/account/password', {
      currentPassword: 'old passphrase 1',
      newPassword: 'new passphrase 2',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password changed. 1 other session was signed out.');
    expect((await as(a.token, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await as(second.token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await login(a.email, 'new passphrase 2')).status).toBe(200);
    await smtp.waitFor(a.email, (m) => m.text.includes('password of your CodeCoach account was changed'));
  });

  it('limits password-change attempts', async () => {
    const a = await t.register();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (
          await as(a.token, 'POST', '/api/account/password', {
            currentPassword: `guess ${i}`,
            newPassword: 'whatever passphrase',
          })
        ).statusCode,
      );
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  });
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

describe('contact and security.txt', () => {
  it('stores a contact message that only admins read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Visitor',
        email: 'visitor@example.com',
        topic: 'security',
        message: 'I found an XSS in the docs page.',
      },
    });
    expect(res.statusCode).toBe(201);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '', email: 'x', topic: 'spam', message: 'short' },
    });
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'message', 'name', 'topic']);
    const user = await t.register();
    expect((await as(user.token, 'GET', '/api/admin/contact-messages')).statusCode).toBe(403);
    const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(admin.status).toBe(200);
    const list = (await as(admin.token, 'GET', '/api/admin/contact-messages')).json().data;
    expect(list.messages.map((m: { email: string }) => m.email)).toContain('visitor@example.com');
    // Newest first, a page at a time.
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Later',
        email: 'later@example.com',
        topic: 'support',
        message: 'Please help me sign in.',
      },
    });
    expect(later.statusCode).toBe(201);
    await t.sql(
      `update contact_messages set created_at = now() - interval '1 hour' where email = 'visitor@example.com'`,
    );
    const first = (await as(admin.token, 'GET', '/api/admin/contact-messages?limit=1')).json().data;
    expect(first.messages).toHaveLength(1);
    expect(first.messages[0]).toMatchObject({
      name: 'Later',
      email: 'later@example.com',
      topic: 'support',
      message: 'Please help me sign in.',
      userId: null,
    });
    expect(first.pagination).toMatchObject({ current: 1, limit: 1, total: 2, pages: 2 });
    const second = (await as(admin.token, 'GET', '/api/admin/contact-messages?limit=1&page=2')).json().data;
    expect(second.messages.map((m: { email: string }) => m.email)).toEqual(['visitor@example.com']);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages' })).statusCode).toBe(401);
  });

  it('serves /.well-known/security.txt', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^Contact: https:\/\/codecoach\.test\/contact\?topic=security$/m);
    expect(res.body).toMatch(/^Expires: \d{4}-\d\d-\d\dT00:00:00\.000Z$/m);
    expect(res.body).toContain('Policy: https://codecoach.test/security');
  });
});

describe('housekeeping', () => {
  it('deletes sessions, links and rate-limit windows a day after they stopped serving', async () => {
    const a = await t.register();
    await t.sql(
      `insert into password_resets (token_hash, user_id, expires_at) values ('old', $1, now() - interval '2 days')`,
      [a.id],
    );
    await t.sql(
      `insert into rate_limits (key, window_start, count) values ('login:email:gone@example.com', now() - interval '3 days', 1)`,
    );
    const b = await t.register();
    await t.sql(`update sessions set revoked_at = now() - interval '2 days' where user_id = $1`, [b.id]);
    await pruneAccountData(t.ctx.database.db, t.ctx.config);
    expect(await t.sql(`select 1 from password_resets where token_hash = 'old'`)).toHaveLength(0);
    expect(await t.sql(`select 1 from rate_limits where key = 'login:email:gone@example.com'`)).toHaveLength(
      0,
    );
    expect(await t.sql('select 1 from sessions where user_id = $1', [b.id])).toHaveLength(0);
    expect(await t.sql('select 1 from sessions where user_id = $1', [a.id])).toHaveLength(1);
  });
});
