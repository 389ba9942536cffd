import { beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build({ BODY_LIMIT_BYTES: '4096' });
});

describe('hostile and malformed input', () => {
  it('malformed JSON is a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Request body is not valid JSON',
    });
  });

  it('an oversized body is a 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'x'.repeat(10_000), email: 'a@b.co', password: 'whatever long' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a wrong content type is a 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
  });

  it('wrong types name the field and leak no internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ['x'], password: { $ne: null } },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'password']);
    expect(res.body).not.toMatch(/at .*\.ts|node_modules|stack|select |insert /i);
  });

  it('SQL in inputs is just data', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: "x@y.z' or '1'='1", password: "' or 1=1 --" },
    });
    expect([400, 401]).toContain(res.statusCode);
  });

  it('unknown /api paths answer a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/definitely/not/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('headers and docs', () => {
  it('sends a strict Content-Security-Policy and the usual security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    for (const d of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "require-trusted-types-for 'script'",
    ]) {
      expect(csp).toContain(d);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('health reports the database, the demo mode and the AI engine as they are', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(body).toMatchObject({
      success: true,
      database: { mode: 'external', ok: true },
      demoMode: true,
      ai: { engine: 'builtin', model: null },
      // No worker and nothing waiting (crash.test.ts sees these move with real workers).
      queue: {
        pending: 0,
        workers: 0,
        oldestPendingSeconds: null,
        orphanedJobs: 0,
        generation: { open: 0, oldestOpenSeconds: null, orphanedJobs: 0 },
      },
    });
  });

  it('serves an OpenAPI document generated from the route schemas and a docs page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/health', '/api/admin/stats']),
    );
    expect(
      doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('password');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/auth/login');
    expect(page.body).not.toContain('<script');
  });
});

describe('newsletter', () => {
  it('collects no address on a server that sends no e-mail, and says so', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'a@example.com' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'This site does not send e-mail, so it has no newsletter to subscribe to.',
    );
    expect(await t.sql('select email from newsletter_subscriptions')).toEqual([]);
  });
});

describe('public stats', () => {
  it('are computed from the database', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/stats/public' })).json();
    expect(body.data).toEqual({
      problemsSolved: 0,
      activeLearners: 0,
      acceptanceRate: 0,
      languagesAvailable: 0,
    });
    await t.register();
    const after = (await t.app.inject({ method: 'GET', url: '/api/stats/public' })).json();
    expect(after.data.activeLearners).toBe(1);
  });
});
