import type { HealthResponse } from '@codecoach/contracts';
import { afterAll, beforeAll, inject } from 'vitest';
import { connect, type Database, runMigrations } from '../src/db/client.ts';
import { MIGRATIONS_DIR } from '../src/db/open.ts';
import { createTestDatabase } from './pg.ts';
import { httpJson, type Proc, startApiServer, startWorker } from './processes.ts';

/**
 * The stage of the crash suites: a fresh database, an API server with no workers of its own (as an
 * operator runs them at scale), and judge worker processes started on demand, all against one
 * PostgreSQL. Registers its own beforeAll/afterAll; every process is killed at the end, except
 * those marked to stop cleanly (a PID 1 worker's judge removes its cgroups when stopped).
 */
export function processScenario(databasePrefix: string) {
  let database: Database;
  let drop: () => Promise<void>;
  let env: Record<string, string>;
  let api: Proc & { url: string };
  const procs: Proc[] = [];
  const clean = new Set<Proc>();
  const cleanups: Array<() => void> = [];
  let learners = 0;

  beforeAll(async () => {
    const testDb = await createTestDatabase(inject('pgAdminUrl'), databasePrefix);
    drop = testDb.drop;
    database = connect(testDb.url, 3);
    await runMigrations(database, MIGRATIONS_DIR);
    env = { DATABASE_URL: testDb.url, JUDGE_WORKERS: '1' };
    api = await startApiServer('api', { ...env, JUDGE_WORKERS: '0' });
    procs.push(api);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(procs.map((p) => (clean.has(p) ? p.stop() : p.kill())));
    for (const cleanup of cleanups) cleanup();
    await database?.close();
    await drop?.();
  });

  const http = <T>(method: string, url: string, token?: string, body?: unknown) =>
    httpJson<T>(api.url, method, url, token, body);

  return {
    get database(): Database {
      return database;
    },
    procs,
    /** The workers' environment (the database), for a process a test starts itself. */
    get env(): Record<string, string> {
      return env;
    },
    sql: async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
      (await database.pool.query<T>(text, params)).rows,
    http,
    /** A judge worker process (one slot), killed at the end unless `stopCleanly`. */
    async worker(name: string, opts: { pid1?: boolean; stopCleanly?: boolean } = {}) {
      const w = await startWorker(name, env, opts);
      procs.push(w);
      cleanups.push(w.cleanup);
      if (opts.stopCleanly) clean.add(w);
      return w;
    },
    /** A learner registered through the API: their token and id. */
    async learner(): Promise<{ token: string; id: string }> {
      const r = await http<{ token: string; user: { _id: string } }>(
        'POST',
        '/api/auth/register',
        undefined,
        {
          name: 'Crash Learner',
          email: `${databasePrefix}${process.pid}_${++learners}@example.com`,
          password: 'a-long-test-passphrase',
        },
      );
      return { token: r.token, id: r.user._id };
    },
    /** GET /api/health as an operator reads it. */
    health: () => http<HealthResponse>('GET', '/api/health'),
  };
}
