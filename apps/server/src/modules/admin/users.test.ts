import {
  ACCOUNT_DISABLED_MESSAGE,
  AdminUserResponse,
  AuditResponse,
  LAST_ADMIN_MESSAGE,
} from '@codecoach/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/contests.ts';
import { build, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await build();
  admin = await adminToken(t);
});

const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });
const login = (email: string, password = 'a-long-test-passphrase') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const auditOf = async (target: string) =>
  AuditResponse.parse((await get(admin, `/api/admin/audit?target=${target}`)).json()).data.entries;

describe('Manage Users (issue 26)', () => {
  it('finds accounts by part of a name or an e-mail, any case, with role and state filters', async () => {
    const ada = await t.register({ name: 'Ada Lovelace', email: 'ada.find@example.com' });
    await t.register({ name: 'Grace Hopper', email: 'grace.find@example.com' });
    const byName = (await get(admin, '/api/admin/users?q=LOVELACE')).json().data;
    expect(byName.users.map((u: { _id: string }) => u._id)).toEqual([ada.id]);
    const byMail = (await get(admin, '/api/admin/users?q=.find%40example')).json().data;
    expect(byMail.pagination.total).toBe(2);
    // A LIKE wildcard in the search is taken literally.
    expect((await get(admin, '/api/admin/users?q=%25')).json().data.users).toEqual([]);
    const admins = (await get(admin, '/api/admin/users?role=admin')).json().data.users;
    expect(admins.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    expect(admins.length).toBeGreaterThan(0);
    const page = (await get(admin, '/api/admin/users?limit=1&page=2')).json().data;
    expect(page.users).toHaveLength(1);
    expect(page.pagination).toMatchObject({ current: 2, limit: 1 });
    expect((await get(admin, '/api/admin/users?state=frozen')).statusCode).toBe(400);
  });

  it("shows a user's profile, sessions, submissions and contests, never a hash or a token", async () => {
    const bob = await t.register({ name: 'Bob Detail' });
    const res = await get(admin, `/api/admin/users/${bob.id}`);
    expect(res.statusCode).toBe(200);
    const user = AdminUserResponse.parse(res.json()).data.user;
    expect(user).toMatchObject({ _id: bob.id, name: 'Bob Detail', role: 'user', state: 'active' });
    expect(user.sessions).toHaveLength(1);
    expect(res.body).not.toMatch(/password|hash|argon|\$argon2/i);
    expect(res.body).not.toContain(bob.token);
    expect((await get(admin, '/api/admin/users/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
  });

  it('disables an account: its open session stops at once, sign-in says so, re-enabling lets it sign in again', async () => {
    const eve = await t.register({ name: 'Eve Disabled' });
    expect((await get(eve.token, '/api/auth/me')).statusCode).toBe(200);
    const off = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/admin/users/${eve.id}`,
      payload: { disabled: true },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get(eve.token, '/api/auth/me')).statusCode).toBe(401);
    const refused = await login(eve.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_DISABLED_MESSAGE);
    // The wrong password still gets the one answer that reveals nothing.
    expect((await login(eve.email, 'not-the-password-at-all')).statusCode).toBe(401);
    await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/admin/users/${eve.id}`,
      payload: { disabled: false },
    });
    expect((await login(eve.email)).statusCode).toBe(200);
    // The old session stays ended.
    expect((await get(eve.token, '/api/auth/me')).statusCode).toBe(401);
    const entries = await auditOf(eve.id);
    expect(entries.map((e) => e.action)).toEqual(['user.enable', 'user.disable']);
    expect(entries[1]).toMatchObject({
      actor: { name: expect.any(String) },
      target: { type: 'user', _id: eve.id },
      before: { state: 'active' },
      after: { state: 'disabled', sessionsEnded: 1 },
    });
  });

  it('makes a single-use reset link, shown once and never stored or audited in the clear', async () => {
    const sam = await t.register({ name: 'Sam Reset' });
    const res = await t.injectAs(admin, { method: 'POST', url: `/api/admin/users/${sam.id}/reset-link` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { link } = res.json().data;
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);
    const stored = await t.sql('select token_hash from password_resets where user_id = $1', [sam.id]);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(token);
    const entries = await auditOf(sam.id);
    expect(JSON.stringify(entries)).not.toContain(token);
    expect(entries[0]?.action).toBe('user.reset-link');
    const reset = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
    expect((await reset('a-brand-new-passphrase')).statusCode).toBe(200);
    expect((await login(sam.email, 'a-brand-new-passphrase')).statusCode).toBe(200);
    expect((await reset('another-new-passphrase')).statusCode).toBe(400);
  });

  it('signs an account out everywhere', async () => {
    const kim = await t.register({ name: 'Kim Sessions' });
    await login(kim.email);
    const res = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/users/${kim.id}/revoke-sessions`,
    });
    expect(res.json().data.revoked).toBe(2);
    expect((await get(kim.token, '/api/auth/me')).statusCode).toBe(401);
  });

  it('never disables or demotes the last active admin, even two admins at once', async () => {
    const lee = await t.register({ name: 'Lee Admin' });
    await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/admin/users/${lee.id}`,
      payload: { role: 'admin' },
    });
    const leeToken = (await login(lee.email)).json().token;
    const me = (await get(admin, '/api/auth/me')).json().user._id as string;
    // Each demotes the other at the same moment: exactly one may win.
    const [a, b] = await Promise.all([
      t.injectAs(admin, { method: 'PATCH', url: `/api/admin/users/${lee.id}`, payload: { role: 'user' } }),
      t.injectAs(leeToken, { method: 'PATCH', url: `/api/admin/users/${me}`, payload: { role: 'user' } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    // The winner's own demotion of the other ran first; the one left is the last admin.
    expect(loser.json().message).toBe(LAST_ADMIN_MESSAGE);
    const active = await t.sql(
      "select count(*)::int as n from users where role = 'admin' and not disabled and deleted_at is null",
    );
    expect(active[0]?.n).toBe(1);
  });

  it('keeps the audit log append-only at the database', async () => {
    await expect(t.sql('update admin_audit set actor_name = $1', ['someone else'])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.sql('delete from admin_audit')).rejects.toThrow(/append-only/);
    await expect(t.sql('truncate admin_audit')).rejects.toThrow(/append-only/);
  });
});
