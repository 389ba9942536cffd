import http from 'node:http';
import { beforeAll, expect, it } from 'vitest';
import { build, type TestApp } from '../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});

it('finishes in-flight requests when the server is closing, then refuses new ones', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as { port: number }).port;
  const body = JSON.stringify({ name: 'Late', email: 'late@example.com', password: 'still being hashed' });
  // Registration hashes with argon2id, so it is still in flight when close() begins.
  let sent: () => void = () => {};
  const requestSent = new Promise<void>((r) => (sent = r));
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        port,
        host: '127.0.0.1',
        path: '/api/auth/register',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let data = '';
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
      },
    );
    req.on('error', reject);
    req.end(body, () => sent());
  });
  await requestSent;
  await new Promise((r) => setTimeout(r, 5));
  const closing = t.app.close();
  const res = await response;
  expect(res.status).toBe(201);
  expect(JSON.parse(res.body).user.email).toBe('late@example.com');
  await closing;
  await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
});
