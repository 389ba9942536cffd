import { MAIL_DISABLED_MESSAGE, RESET_REQUESTED_MESSAGE } from '@codecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helper.ts';
import { linkIn, startSmtp } from '../../../test/smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await build({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'CodeCoach <no-reply@codecoach.test>',
    PUBLIC_URL: 'https://codecoach.test',
    AUTH_RATE_LIMIT_PER_IP: '1000',
  });
});
afterAll(async () => smtp.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const me = (token: string) => t.injectAs(token, { method: 'GET', url: '/api/auth/me' });

async function requestReset(email: string) {
  const res = await post('/api/auth/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toBe(RESET_REQUESTED_MESSAGE);
  const mail = await smtp.waitFor(email.toLowerCase(), (m) => m.subject === 'Reset your CodeCoach password');
  return linkIn(mail, 'https://codecoach.test/reset-password?token=');
}

describe('password reset by e-mail', () => {
  it('says the server sends mail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/mail' });
    expect(res.json().data).toEqual({ enabled: true });
  });

  it('mails a single-use link that sets the password and ends every session', async () => {
    const a = await t.register({ email: 'reset-me@example.com', password: 'first passphrase' });
    const other = await post('/api/auth/login', { email: a.email, password: 'first passphrase' });
    const secondToken: string = other.json().token;
    const { token } = await requestReset('Reset-Me@Example.com');
    const mail = smtp.inbox.find((m) => m.to.includes(a.email));
    expect(mail?.from).toContain('no-reply@codecoach.test');
    expect(mail?.text).toContain('30 minutes');
    // Only a hash is stored.
    const rows = await t.sql<{ token_hash: string }>('select token_hash from password_resets');
    expect(rows.map((r) => r.token_hash)).not.toContain(token);

    const res = await post('/api/auth/reset-password', { token, password: 'second passphrase' });
    expect(res.statusCode).toBe(200);
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await me(secondToken)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: a.email, password: 'first passphrase' })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/auth/login', { email: a.email, password: 'second passphrase' })).statusCode,
    ).toBe(200);

    const again = await post('/api/auth/reset-password', { token, password: 'third passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toContainEqual({
      field: 'token',
      message: 'This link is invalid or has expired. Please request a new one.',
    });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(RESET_REQUESTED_MESSAGE);
    await new Promise((r) => setTimeout(r, 300));
    // Nothing to that address (the inbox's count could move with an earlier test's notice, sent after its answer).
    expect(smtp.inbox.filter((m) => m.to.includes('nobody-here@example.com'))).toEqual([]);
  });

  it('refuses an expired link, and a weak password without using the link', async () => {
    const a = await t.register({ email: 'expired@example.com' });
    const { token } = await requestReset(a.email);
    const weak = await post('/api/auth/reset-password', { token, password: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].field).toBe('password');
    await t.sql(`update password_resets set expires_at = now() - interval '1 second'`);
    const res = await post('/api/auth/reset-password', { token, password: 'a fine passphrase' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('token');
    expect((await me(a.token)).statusCode).toBe(200);
  });

  it('a newer link is spent by using an older one, and a made-up token is refused', async () => {
    const a = await t.register({ email: 'two-links@example.com' });
    const first = await requestReset(a.email);
    smtp.inbox.length = 0;
    const second = await requestReset(a.email);
    expect(second.token).not.toBe(first.token);
    expect(
      (await post('/api/auth/reset-password', { token: first.token, password: 'brand new phrase' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/reset-password', { token: second.token, password: 'another new phrase' }))
        .statusCode,
    ).toBe(400);
    const fake = await post('/api/auth/reset-password', {
      token: 'x'.repeat(43),
      password: 'another new phrase',
    });
    expect(fake.statusCode).toBe(400);
  });

  it('validates with the contract messages', async () => {
    const res = await post('/api/auth/forgot-password', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'email', message: 'Enter a valid e-mail address' });
    const bad = await post('/api/auth/reset-password', { token: 'short', password: 'x' });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['password', 'token']);
  });

  it('limits requests per address, whether it has an account or not', async () => {
    for (const email of ['limited@example.com', 'ghost-limited@example.com']) {
      if (email === 'limited@example.com') await t.register({ email });
      for (let i = 0; i < 3; i++)
        expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
      const res = await post('/api/auth/forgot-password', { email });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    }
  });
});

describe('without SMTP', () => {
  it('tells the learner to contact the admin', async () => {
    const plain = await build({ AUTH_RATE_LIMIT_PER_IP: '1000' });
    const status = await plain.app.inject({ method: 'GET', url: '/api/auth/mail' });
    expect(status.json().data).toEqual({ enabled: false });
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'someone@example.com' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(MAIL_DISABLED_MESSAGE);
  });
});
