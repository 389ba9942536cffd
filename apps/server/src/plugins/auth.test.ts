import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthService } from '../modules/auth/service.ts';
import { authGuards, refuseUnguardedAdminRoutes } from './auth.ts';

// The guards are only compared by identity here: no request reaches them.
const guards = authGuards({} as AuthService);

/** A server with `routes` under /api, ready (the check runs as each route is added). */
async function serverWith(routes: (api: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  refuseUnguardedAdminRoutes(app, guards);
  await app.register(async (api) => routes(api), { prefix: '/api' });
  await app.ready();
  return app;
}

describe('one guard for every admin route (issue 26)', () => {
  it('refuses to start with an admin route that does not require the admin role', async () => {
    await expect(
      serverWith((api) => {
        api.get('/admin/secrets', async () => 'open');
      }),
    ).rejects.toThrow('GET /api/admin/secrets is an admin route without guards.requireAdmin');
    await expect(
      serverWith((api) => {
        api.get('/admin/secrets', { onRequest: guards.requireUser }, async () => 'open');
      }),
    ).rejects.toThrow('is an admin route without guards.requireAdmin');
  });

  it('starts with admin routes that require it, alone or among other hooks, and leaves other routes alone', async () => {
    const app = await serverWith((api) => {
      api.get('/admin/one', { onRequest: guards.requireAdmin }, async () => 'ok');
      api.get('/admin/two', { onRequest: [guards.requireUser, guards.requireAdmin] }, async () => 'ok');
      api.get('/administrators', async () => 'not under /api/admin');
    });
    expect((await app.inject({ method: 'GET', url: '/api/administrators' })).body).toBe(
      'not under /api/admin',
    );
    await app.close();
  });
});
