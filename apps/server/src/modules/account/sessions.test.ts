import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helper.ts';
import { type AccountTestApp, startAccountApp } from './account-test-setup.ts';

/** Sessions and the password: listing and revoking sessions, changing the password, its rate limit. */
let t: TestApp;
let smtp: AccountTestApp['smtp'];
let as: AccountTestApp['as'];
let login: AccountTestApp['login'];

beforeAll(async () => {
  ({ t, smtp, as, login } = await startAccountApp());
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
