import { parseConfig } from './config/env.ts';
import { connect, runMigrations } from './db/client.ts';
import { MIGRATIONS_DIR } from './db/open.ts';
import { whileUnreachable } from './db/retry.ts';
import { createJobQueue } from './jobs/queue.ts';
import { startJobRuntime } from './jobs/runtime.ts';
import { messageOf } from './lib/errors.ts';
import { createRuntimeSettings } from './lib/runtime-settings.ts';
import { createJudgingService } from './modules/judging/service.ts';
import { createModel, judgeLanes, judgeLanguages, startJudge, workerCount } from './runtime.ts';

/**
 * `npm run worker`: judge workers without an API server, for judge machines at scale. They take
 * jobs from the same PostgreSQL queue (DATABASE_URL) and announce progress through it (NOTIFY).
 */
async function main(): Promise<void> {
  const log = (m: string) => console.log(`[codecoach-worker] ${m}`);
  const config = parseConfig();
  if (config.database.mode !== 'external') {
    console.error('[codecoach-worker] set DATABASE_URL to the PostgreSQL of the API servers');
    process.exit(1);
  }
  const workers = Math.max(1, workerCount(config));
  const database = connect(config.database.url);
  await whileUnreachable('migrating', () => runMigrations(database, MIGRATIONS_DIR), { log });
  const judge = await startJudge(config, workers);
  if (!judge || !(await judge.status()).sandbox.ok) {
    console.error('[codecoach-worker] the judge cannot run code on this machine; see the log above');
    await judge?.close();
    await database.close();
    process.exit(1);
  }
  const jobs = await whileUnreachable('opening the job queue', () => createJobQueue(database.pool), { log });
  const judging = createJudgingService({ config, database, judge });
  const runtime = await startJobRuntime({
    pool: database.pool,
    queue: jobs,
    lanes: judgeLanes(judging, judge, { database, workers, model: createModel(config, database), log }),
    slots: workers,
    languages: await judgeLanguages(judge),
    log,
    // Judging paused in System Settings leaves the judge jobs queued here too (decision 027).
    forbiddenFlags: createRuntimeSettings(database.db, config).forbiddenFlags,
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) process.exit(1);
    stopping = true;
    log('stopping: finishing the submissions being judged...');
    await runtime.stop();
    await jobs.release();
    await judge.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  // One line, as the API server says it (a supervisor starts the worker again).
  console.error(`[codecoach-worker] could not start: ${messageOf(err)}`);
  process.exit(1);
});
