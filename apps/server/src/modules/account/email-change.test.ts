import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helper.ts';
import { linkIn } from '../../../test/smtp.ts';
import { type AccountTestApp, startAccountApp } from './account-test-setup.ts';

/** Changing the e-mail address: confirmed from the new address, the old one told. */
let t: TestApp;
let smtp: AccountTestApp['smtp'];
let as: AccountTestApp['as'];
let login: AccountTestApp['login'];

beforeAll(async () => {
  ({ t, smtp, as, login } = await startAccountApp());
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
