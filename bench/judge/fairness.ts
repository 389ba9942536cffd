import { execFile, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJudge, type Judge } from '@codecoach/judge';
import { buildApp } from '../../apps/server/src/app.ts';
import { parseConfig } from '../../apps/server/src/config/env.ts';
import { connect, runMigrations } from '../../apps/server/src/db/client.ts';
import { MIGRATIONS_DIR } from '../../apps/server/src/db/open.ts';
import { acquireTestServer, createTestDatabase } from '../../apps/server/test/pg.ts';
import { addRow, ms, percentile } from './stats.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** A C++ program that burns `seconds` of CPU: one judge slot kept busy. */
const BURN = `class Solution { public: long long burn(int s) { long long x = 0; clock_t t0 = clock(); while (clock() - t0 < s * CLOCKS_PER_SEC) x++; return x > 0; } };`;

/** Runs loadgen.ts in a child process: the latencies of `rate` GETs a second for `seconds`. */
export function load(url: string, token: string, rate: number, seconds: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(here, 'loadgen.ts'), url, token, String(rate), String(seconds)],
      { maxBuffer: 64 * 1024 * 1024 },
      (err, out) => {
        if (err) return reject(err);
        const r = JSON.parse(out) as { latencies: number[]; failed: number };
        if (r.failed) return reject(new Error(`${r.failed} requests failed`));
        resolve(r.latencies);
      },
    );
  });
}

/**
 * The real app (queue, judge, PostgreSQL from TEST_DATABASE_URL or an embedded one) listening on
 * a free port, with one registered learner: `fn` gets the URL of GET /api/auth/me and the
 * learner's token, for `load`. Everything is removed afterwards (the judge is the caller's).
 */
export async function withApiServer<T>(
  judge: Judge,
  dbName: string,
  fn: (target: { url: string; token: string }) => Promise<T>,
): Promise<T> {
  const server = await acquireTestServer();
  const testDb = await createTestDatabase(server.adminUrl, dbName);
  const database = connect(testDb.url, 5);
  let close = async () => {};
  try {
    await runMigrations(database, MIGRATIONS_DIR);
    const config = parseConfig({
      NODE_ENV: 'production',
      DATABASE_URL: testDb.url,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      PORT: '0',
    });
    const { app } = await buildApp({ config, database, judge, logger: false });
    close = () => app.close();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench ${dbName}`,
        email: `${dbName.replace(/_/g, '-')}-${process.pid}@example.com`,
        password: 'bench-passphrase-2026',
      }),
    });
    const token = ((await res.json()) as { token: string }).token;
    return await fn({ url: `${base}/api/auth/me`, token });
  } finally {
    await close();
    await database.close();
    await testDb.drop();
    await server.release();
  }
}

/**
 * The API while the judge burns CPU (issue 11, "fair sharing"): the latency of an authenticated
 * GET /api/auth/me at a steady 100 requests/s, with the judge idle, with both of its slots running
 * programs that burn CPU in their boxes (one core each at most, the boxes together a quarter of
 * the server's weight), and, for comparison, with two unconfined processes burning the same cores
 * outside any cgroup (what an unsandboxed judge, or none of this, would leave the API).
 */
export async function fairness(quick: boolean): Promise<void> {
  const seconds = quick ? 4 : 10;
  const rate = 100;
  const judge = await createJudge({ slots: 2, preStart: false });
  try {
    await withApiServer(judge, 'cc_bench_fair', async ({ url, token }) => {
      await load(url, token, rate, 1);

      const idle = await load(url, token, rate, seconds);

      // Both slots burning, in their boxes. One judging first compiles the program (the compile
      // cache then serves both burners), so the measured window holds only running code.
      const burnOnce = async () => {
        const r = await judge.run({
          language: 'cpp',
          code: BURN,
          signature: { function: 'burn', params: [{ name: 's', type: 'int' }], returns: 'long' },
          checker: 'exact',
          tests: [{ input: [3] }],
          timeLimitMs: 10_000,
          memoryLimitMb: 64,
          stopOnFirstFailure: true,
        });
        if (r.verdict !== 'accepted')
          throw new Error(`burn: ${r.verdict} ${JSON.stringify(r.error ?? r.compileOutput)}`);
      };
      let stop = false;
      const burner = async () => {
        while (!stop) await burnOnce();
      };
      await burnOnce();
      const burners = [burner(), burner()];
      await new Promise((r) => setTimeout(r, 500));
      const judging = await load(url, token, rate, seconds);
      stop = true;
      await Promise.all(burners);

      // Two unconfined busy processes, for comparison.
      const hogs = [0, 1].map(() => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
      await new Promise((r) => setTimeout(r, 300));
      const unconfined = await load(url, token, rate, seconds);
      for (const h of hogs) h.kill('SIGKILL');

      const p = (xs: number[], q: number) => percentile(xs, q);
      const row = (name: string, xs: number[]) =>
        addRow({
          section: `API latency under judging (GET /api/auth/me, ${rate}/s for ${seconds} s)`,
          case: name,
          bare: `p50 ${ms(p(idle, 50))} / p99 ${ms(p(idle, 99))} (judge idle)`,
          judged: `p50 ${ms(p(xs, 50))} / p99 ${ms(p(xs, 99))}`,
          result: `p99 ${(p(xs, 99) / p(idle, 99)).toFixed(1)}x idle`,
          target: name.startsWith('both') ? '<= 3x idle' : 'report',
          ok: name.startsWith('both') ? p(xs, 99) <= 3 * p(idle, 99) : undefined,
        });
      row('both judge slots burning CPU in their boxes', judging);
      row('two unconfined processes burning CPU (no cgroup)', unconfined);
    });
  } finally {
    await judge.close();
  }
}
