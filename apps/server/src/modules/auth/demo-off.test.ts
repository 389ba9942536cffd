import { beforeAll, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helper.ts';
import { bootstrapAccounts } from '../../bootstrap.ts';
import { DEMO_ADMIN } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build({
    DEMO_MODE: 'false',
    ADMIN_EMAIL: 'Boss@Example.com',
    ADMIN_PASSWORD: 'a strong admin passphrase',
  });
});

it('hides the demo credentials and the demo admin cannot sign in', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/auth/demo' })).statusCode).toBe(404);
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.json().demoMode).toBe(false);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(login.statusCode).toBe(401);
});

it('disables a demo admin left over from an earlier demo-mode run, ending its sessions', async () => {
  await t.ctx.auth.ensureAdmin({ ...DEMO_ADMIN, isDemo: true });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  const token = login.json().token as string;
  await bootstrapAccounts(t.ctx.config, t.ctx.auth, () => {});
  expect((await t.injectAs(token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
});

it('creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD', async () => {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'boss@example.com', password: 'a strong admin passphrase' },
  });
  expect(login.statusCode).toBe(200);
  expect(login.json().user.role).toBe('admin');
});
