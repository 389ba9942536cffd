import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helper.ts';
import { DEMO_ADMIN } from '../auth/demo.ts';
import { type AccountTestApp, startAccountApp } from './account-test-setup.ts';

/** The contact form, read by admins only, and /.well-known/security.txt. */
let t: TestApp;
let as: AccountTestApp['as'];
let login: AccountTestApp['login'];

beforeAll(async () => {
  ({ t, as, login } = await startAccountApp());
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
