import { LOGIN_FAILED_MESSAGE } from '@codecoach/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helper.ts';
import { DEMO_ADMIN } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '5' });
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('register', () => {
  it('creates an account, normalises the e-mail, and never returns the hash', async () => {
    const res = await post('/api/auth/register', {
      name: ' Ada ',
      email: '  Ada.Lovelace@Example.COM ',
      password: 'analytical engine',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      user: { name: 'Ada', email: 'ada.lovelace@example.com', role: 'user' },
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toMatch(/argon2|password_hash|passwordHash/);
    const [row] = await t.sql<{ password_hash: string }>('select password_hash from users where email = $1', [
      'ada.lovelace@example.com',
    ]);
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a second account for the same e-mail in any case with 409', async () => {
    await t.register({ email: 'dup@example.com' });
    const res = await post('/api/auth/register', {
      name: 'X',
      email: 'DUP@Example.com',
      password: 'another passphrase',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT' });
  });

  it.each([
    ['short', 'Password must be at least 8 characters'],
    ['x'.repeat(129), 'Password must be at most 128 characters'],
    ['password123', 'This password is too common. Please choose a less guessable one.'],
    ['aaaaaaaaaa', 'Password must not be one repeated character'],
  ])('refuses the password %s with a clear message naming the field', async (password, message) => {
    const res = await post('/api/auth/register', {
      name: 'P',
      email: `pw${password.length}${password[0]}@example.com`,
      password,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors).toContainEqual({ field: 'password', message });
  });

  it('names every invalid field', async () => {
    const res = await post('/api/auth/register', { name: '', email: 'not-an-email', password: 'x' });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['email', 'name', 'password']);
  });
});

describe('login', () => {
  it('signs in case-insensitively and /me answers with the user', async () => {
    await t.register({ email: 'grace@example.com', password: 'cobol compiler 1959' });
    const res = await post('/api/auth/login', {
      email: 'GRACE@example.com',
      password: 'cobol compiler 1959',
    });
    expect(res.statusCode).toBe(200);
    const me = await t.injectAs(res.json().token, { method: 'GET', url: '/api/auth/me' });
    expect(me.json()).toMatchObject({ success: true, user: { email: 'grace@example.com', role: 'user' } });
  });

  it('gives one generic message for an unknown e-mail and for a wrong password', async () => {
    await t.register({ email: 'known@example.com', password: 'the right passphrase' });
    const wrong = await post('/api/auth/login', {
      email: 'known@example.com',
      password: 'the wrong passphrase',
    });
    const unknown = await post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'whatever it is',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: LOGIN_FAILED_MESSAGE });
    }
  });

  it('rate-limits attempts per e-mail with 429 and Retry-After', async () => {
    await t.register({ email: 'target@example.com' });
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 7; i++) {
      last = await post('/api/auth/login', { email: 'Target@example.com', password: `guess number ${i}` });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json().code).toBe('RATE_LIMITED');
  });
});

describe('tokens', () => {
  it('are revoked by logout', async () => {
    const { token } = await t.register();
    expect((await t.injectAs(token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await t.injectAs(token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('expire after the idle timeout and after the absolute timeout', async () => {
    const idle = await t.register();
    await t.sql(`update sessions set last_used_at = now() - interval '8 days' where user_id = $1`, [idle.id]);
    expect((await t.injectAs(idle.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const absolute = await t.register();
    await t.sql(`update sessions set expires_at = now() - interval '1 second' where user_id = $1`, [
      absolute.id,
    ]);
    expect((await t.injectAs(absolute.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('stop working when the account is disabled', async () => {
    const u = await t.register();
    await t.sql('update users set disabled = true where id = $1', [u.id]);
    expect((await t.injectAs(u.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it.each([
    '',
    'Bearer',
    'Bearer not-a-token',
    'Basic abc',
    `Bearer ${'A'.repeat(43)}`,
    "Bearer ' or 1=1 --",
  ])('a bad Authorization header (%s) gets 401', async (authorization) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});

describe('roles', () => {
  it('admin routes: 401 signed out, 403 for a user, 200 for an admin with real counts', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
    const user = await t.register();
    const forbidden = await t.injectAs(user.token, { method: 'GET', url: '/api/admin/stats' });
    expect(forbidden.statusCode).toBe(403);
    const login = await post('/api/auth/login', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    const res = await t.injectAs(login.json().token, { method: 'GET', url: '/api/admin/stats' });
    expect(res.statusCode).toBe(200);
    const [counts] = await t.sql<{ users: number; active: number }>(
      `select count(*)::int as users, count(*) filter (where last_active_at > now() - interval '7 days')::int as active from users`,
    );
    expect(res.json().data.overview).toEqual({
      users: counts?.users,
      problems: 0,
      submissions: 0,
      activeUsers: counts?.active,
    });
  });

  it('a user idle for more than 7 days is not active', async () => {
    const u = await t.register();
    await t.sql(`update users set last_active_at = now() - interval '8 days' where id = $1`, [u.id]);
    const [row] = await t.sql<{ n: number }>(
      `select count(*)::int as n from users where id = $1 and last_active_at > now() - interval '7 days'`,
      [u.id],
    );
    expect(row?.n).toBe(0);
  });
});

describe('demo mode', () => {
  it('publishes the demo admin only in demo mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/demo' });
    expect(res.json().data).toEqual({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
  });
});

describe('ensureAdmin', () => {
  it('makes one account when servers starting together each ensure it (none fails at start)', async () => {
    const admin = {
      email: 'fleet-admin@example.com',
      password: 'fleet-passphrase-2026',
      name: 'Fleet admin',
    };
    const ids = await Promise.all(Array.from({ length: 16 }, () => t.ctx.auth.ensureAdmin(admin)));
    expect(new Set(ids).size).toBe(1);
    const rows = await t.sql<{ role: string }>('select role from users where email = $1', [admin.email]);
    expect(rows).toEqual([{ role: 'admin' }]);
  });
});
