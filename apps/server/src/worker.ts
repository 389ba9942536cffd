import { parseConfig } from './config/env.ts';
import { connect, runMigrations } from './db/client.ts';
import { MIGRATIONS_DIR } from './db/open.ts';
import { createGenerationWorker } from './modules/generate/worker.ts';
import { createEventBus } from './modules/judging/events.ts';
import { createQueueClient, startWorkers } from './modules/judging/queue.ts';
import { createJudgingService } from './modules/judging/service.ts';
import { workerTasks } from './modules/judging/worker-tasks.ts';
import { createModel, startJudge, workerCount } from './runtime.ts';

/**
 * `npm run worker`: judge workers without an API server, for judge machines at scale. They take
 * jobs from the same PostgreSQL queue (DATABASE_URL) and publish live events through it.
 */
async function main(): Promise<void> {
  const log = (m: string) => console.log(`[codecoach-worker] ${m}`);
  const config = parseConfig();
  if (config.database.mode !== 'external') {
    console.error('[codecoach-worker] set DATABASE_URL to the PostgreSQL of the API servers');
    process.exit(1);
  }
  const concurrency = Math.max(1, workerCount(config));
  const database = connect(config.database.url);
  await runMigrations(database, MIGRATIONS_DIR);
  const judge = await startJudge(config, concurrency);
  if (!judge || !(await judge.status()).sandbox.ok) {
    console.error('[codecoach-worker] the judge cannot run code on this machine; see the log above');
    await judge?.close();
    await database.close();
    process.exit(1);
  }
  const queue = await createQueueClient(database.pool);
  const events = createEventBus(database.url);
  const judging = createJudgingService({ config, database, judge, events });
  // Generate AI Problem jobs too, one at a time, proven with the same judge: a lane of the same
  // workers, registered and recovered with them.
  const model = createModel(config, database);
  const generator = createGenerationWorker({
    db: database.db,
    pool: database.pool,
    judge,
    events,
    log,
    ...(model ? { model } : {}),
  });
  const runner = await startWorkers({
    pool: database.pool,
    queue,
    concurrency,
    ...workerTasks(judging, database.db),
    lanes: [generator.lane(queue)],
    log,
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) process.exit(1);
    stopping = true;
    log('stopping: finishing the submissions being judged...');
    await runner.stop();
    await queue.release();
    await judge.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

void main();
