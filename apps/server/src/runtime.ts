import os from 'node:os';
import { loadBank } from '@codecoach/content';
import { createJudge, type Judge } from '@codecoach/judge';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { bootstrapAccounts } from './bootstrap.ts';
import type { Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import { openDatabase } from './db/open.ts';
import { problems } from './db/schema/index.ts';
import type { BankStatus } from './modules/health/status.ts';
import { startWorkers } from './modules/judging/queue.ts';
import { seedProblems } from './modules/problems/seed.ts';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

const log = (m: string) => console.log(`[codecoach] ${m}`);

export function workerCount(config: Config): number {
  return config.judge.workers ?? os.availableParallelism();
}

/** The judge, or undefined (with the reason logged) when it cannot start: the server still serves. */
export async function startJudge(config: Config, slots: number): Promise<Judge | undefined> {
  try {
    const judge = await createJudge({ allowUnsandboxed: config.judge.allowUnsandboxed, slots });
    const status = await judge.status();
    if (!status.sandbox.ok)
      log(
        `judge: the sandbox is unavailable (${status.sandbox.reason ?? 'unknown reason'}); code will not run`,
      );
    const missing = status.languages.filter((l) => !l.available).map((l) => l.name);
    if (missing.length) log(`judge: unavailable languages: ${missing.join(', ')}`);
    return judge;
  } catch (err) {
    log(`judge could not start: ${(err as Error).message}`);
    return undefined;
  }
}

/**
 * Builds (cached by content hash) and seeds the problem bank, each problem as soon as it is built,
 * skipping those whose version is already in the database. A failing problem is reported and left
 * out; the rest of the bank is served.
 */
export async function seedBank(
  database: Database,
  judge: Judge | undefined,
  status: BankStatus,
): Promise<void> {
  const t0 = Date.now();
  const failures: string[] = [];
  const current = new Map(
    (await database.db.select({ slug: problems.slug, version: problems.version }).from(problems)).map((r) => [
      r.slug,
      r.version,
    ]),
  );
  const counts = { inserted: 0, updated: 0 };
  await loadBank({
    ...(judge ? { judge } : {}),
    isCurrent: (slug, version) => current.get(slug) === version,
    onBuilt: async (p) => {
      const c = await seedProblems(database.db, [p]);
      counts.inserted += c.inserted;
      counts.updated += c.updated;
    },
    onProblemError: (slug, e) => failures.push(`${slug}: ${e.message.split('\n')[0]}`),
  });
  status.failed = failures.length;
  status.ready = true;
  log(
    `problem bank ready in ${Date.now() - t0} ms: ${counts.inserted} new, ${counts.updated} updated, ${current.size - counts.updated} unchanged`,
  );
  for (const f of failures) log(`problem bank: skipped ${f}`);
}

/** Start order: database (+migrations), judge, app, accounts, workers, listen, then the bank in the background. Stop in reverse. */
export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openDatabase(config, log);
  const cleanups: Array<() => Promise<void>> = [() => database.close()];
  const stopAll = async () => {
    for (const fn of cleanups.reverse())
      await fn().catch((e) => console.error('[codecoach] shutdown step failed:', e));
  };
  try {
    const workers = workerCount(config);
    // One slot per worker, plus one for Run Code requests answered by this API server.
    const judge = await startJudge(config, workers + 1);
    if (judge) cleanups.push(() => judge.close());
    const { app, ctx, judging } = await buildApp({ config, database, ...(judge ? { judge } : {}) });
    cleanups.push(() => app.close());
    await bootstrapAccounts(config, ctx.auth, log);
    if (judge && workers > 0) {
      const runner = await startWorkers({
        pool: database.pool,
        queue: ctx.queue,
        concurrency: workers,
        handle: (job, attempt) => judging.judgeSubmission(job.submissionId, attempt, job.problemId),
        onBeat: () => judging.sweepProgress(),
        log,
      });
      cleanups.push(() => runner.stop());
    }
    await app.listen({ port: config.port, host: config.host });
    const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
    log(`serving the app and the API at ${url}`);
    // The bank is built and seeded after the server is up: a cold first build takes minutes, a
    // warm one about a second. /api/health says when it is ready.
    const seeding = seedBank(database, judge, ctx.system.bank).catch((e) =>
      log(`problem bank failed: ${(e as Error).message}`),
    );
    cleanups.splice(1, 0, () => seeding.then(() => {}));
    return { app, url, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
