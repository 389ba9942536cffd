import type { Judge } from '@codecoach/judge';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { bootstrapAccounts } from '../src/bootstrap.ts';
import { parseConfig, type RawEnv } from '../src/config/env.ts';
import type { AppContext } from '../src/context.ts';
import { connect, runMigrations } from '../src/db/client.ts';
import { MIGRATIONS_DIR } from '../src/db/open.ts';
import type { JobLane } from '../src/jobs/lane.ts';
import { startJobRuntime } from '../src/jobs/runtime.ts';
import type { ChangeBus } from '../src/live/change-bus.ts';
import type { JudgingService } from '../src/modules/judging/service.ts';
import { createTestDatabase } from './pg.ts';

export interface TestApp {
  bus: ChangeBus;
  app: FastifyInstance;
  ctx: AppContext;
  judging: JudgingService;
  /** Registers a user through the API and returns its token. */
  register(
    overrides?: Partial<{ name: string; email: string; password: string }>,
  ): Promise<{ token: string; email: string; id: string }>;
  /** `app.inject` with a bearer token. */
  injectAs(token: string, opts: InjectOptions): Promise<LightMyRequestResponse>;
  sql<T extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<T[]>;
}

let seq = 0;

/**
 * The real app against a fresh PostgreSQL database with migrations applied (one database per
 * test file), closed and dropped after the file's tests.
 */
export async function build(env: Partial<RawEnv> = {}, opts: { judge?: Judge } = {}): Promise<TestApp> {
  const testDb = await createTestDatabase(inject('pgAdminUrl'));
  const config = parseConfig({
    NODE_ENV: 'test',
    DATABASE_URL: testDb.url,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === undefined ? undefined : String(v)])),
  });
  const database = connect(testDb.url, 5);
  await runMigrations(database, MIGRATIONS_DIR);
  const { app, ctx, judging, bus } = await buildApp({
    config,
    database,
    logger: false,
    ...(opts.judge ? { judge: opts.judge } : {}),
  });
  await bootstrapAccounts(config, ctx.auth, () => {});
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await testDb.drop();
  });
  return {
    app,
    ctx,
    judging,
    bus,
    async register(overrides = {}) {
      const email = overrides.email ?? `learner${process.pid}_${++seq}@example.com`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: overrides.name ?? 'Test Learner',
          email,
          password: overrides.password ?? 'a-long-test-passphrase',
        },
      });
      if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
      const body = res.json();
      return { token: body.token, email: body.user.email, id: body.user._id };
    },
    injectAs(token, opts) {
      return app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${token}` } });
    },
    async sql(text, params = []) {
      const r = await database.pool.query(text, params as unknown[]);
      return r.rows;
    },
  };
}

/**
 * The job runtime of a worker process over the test app's database, running `lanes` (e.g.
 * `judgingLane(t.judging, 2)`), as the server and `npm run worker` start it; returns its stop.
 */
export async function startLanes(
  t: TestApp,
  lanes: JobLane[],
  slots = 0,
  languages?: readonly string[],
): Promise<() => Promise<void>> {
  const runtime = await startJobRuntime({
    pool: t.ctx.database.pool,
    queue: t.ctx.jobs,
    lanes,
    slots,
    ...(languages ? { languages } : {}),
    log: () => {},
    forbiddenFlags: t.ctx.settings.forbiddenFlags,
  });
  return runtime.stop;
}
