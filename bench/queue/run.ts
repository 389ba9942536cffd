/**
 * Judge-queue candidates side by side on the same PostgreSQL: pick-up latency (enqueue to the
 * handler starting) for graphile-worker and pg-boss, each in its own fresh database.
 * Run: `npx tsx bench/queue/run.ts` (uses postgres://postgres@127.0.0.1:5432, or BENCH_PG_URL).
 */
import { EventEmitter } from 'node:events';
import { Logger, makeWorkerUtils, run } from 'graphile-worker';
import pg from 'pg';
import PgBoss from 'pg-boss';

const ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JOBS = 15;
const GAP_MS = 300;

async function freshDb(name: string): Promise<string> {
  const c = new pg.Client({ connectionString: ADMIN });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.query(`create database ${name}`);
  await c.end();
  const u = new URL(ADMIN);
  u.pathname = `/${name}`;
  return u.toString();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

async function graphile(): Promise<number[]> {
  const url = await freshDb('bench_queue_graphile');
  const pool = new pg.Pool({ connectionString: url });
  pool.on('error', () => {});
  const silent = new Logger(() => () => {});
  const utils = await makeWorkerUtils({ pgPool: pool, logger: silent });
  await utils.migrate();
  const started = new Map<number, number>();
  let resolveAll: () => void = () => {};
  const all = new Promise<void>((r) => (resolveAll = r));
  const runner = await run({
    pgPool: pool,
    concurrency: 2,
    noHandleSignals: true,
    logger: silent,
    events: new EventEmitter(),
    taskList: {
      bench: async (payload) => {
        const { i, t } = payload as { i: number; t: number };
        started.set(i, performance.now() - t);
        if (started.size === JOBS) resolveAll();
      },
    },
  });
  for (let i = 0; i < JOBS; i++) {
    await utils.addJob('bench', { i, t: performance.now() });
    await new Promise((r) => setTimeout(r, GAP_MS));
  }
  await all;
  await runner.stop();
  await utils.release();
  await pool.end();
  return [...started.values()];
}

async function pgBoss(): Promise<number[]> {
  const url = await freshDb('bench_queue_pgboss');
  const boss = new PgBoss({ connectionString: url });
  boss.on('error', () => {});
  await boss.start();
  await boss.createQueue('bench');
  const started = new Map<number, number>();
  let resolveAll: () => void = () => {};
  const all = new Promise<void>((r) => (resolveAll = r));
  // The smallest polling interval pg-boss accepts is 0.5 s.
  await boss.work<{ i: number; t: number }>(
    'bench',
    { pollingIntervalSeconds: 0.5, batchSize: 1 },
    async ([job]) => {
      if (!job) return;
      started.set(job.data.i, performance.now() - job.data.t);
      if (started.size === JOBS) resolveAll();
    },
  );
  for (let i = 0; i < JOBS; i++) {
    await boss.send('bench', { i, t: performance.now() });
    await new Promise((r) => setTimeout(r, GAP_MS));
  }
  await all;
  await boss.stop({ graceful: false, wait: true });
  return [...started.values()];
}

const rows: Array<[string, number[]]> = [
  ['graphile-worker 0.17 (LISTEN/NOTIFY)', await graphile()],
  ['pg-boss 10 (polling, 0.5 s minimum)', await pgBoss()],
];
console.log(
  `pick-up latency, enqueue -> handler start, ${JOBS} jobs each, one every ${GAP_MS} ms to an idle worker`,
);
console.log('queue                                   median ms    p95 ms');
for (const [name, xs] of rows)
  console.log(`${name.padEnd(40)}${median(xs).toFixed(1).padStart(9)}${p95(xs).toFixed(1).padStart(10)}`);
const ratio = median(rows[1]?.[1] ?? []) / Math.max(0.001, median(rows[0]?.[1] ?? []));
console.log(`pg-boss median / graphile-worker median = ${ratio.toFixed(1)}x`);
