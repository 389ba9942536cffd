/**
 * Progress at scale: seeds a fresh PostgreSQL database with BENCH_USERS learners (10,000) and
 * BENCH_SUBMISSIONS submissions (1,000,000), builds the aggregates with rebuildProgress, starts the
 * real app on a local port and measures GET /api/user/stats, /api/user/leaderboard and
 * /api/analytics over HTTP for BENCH_SAMPLES randomly chosen learners each (plus the busiest
 * learner), then the cost the aggregates add to writing a verdict. Target: p95 <= 50 ms.
 *
 * Run: `npm run progress -w @codecoach/bench` (uses postgres://postgres@127.0.0.1:5432, or
 * BENCH_PG_URL; the database bench_progress is dropped and re-created).
 */

import os from 'node:os';
import type { JudgeResult } from '@codecoach/judge';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { parseConfig } from '../../apps/server/src/config/env.ts';
import { connect, runMigrations } from '../../apps/server/src/db/client.ts';
import { MIGRATIONS_DIR } from '../../apps/server/src/db/open.ts';
import { newToken, tokenHash } from '../../apps/server/src/modules/auth/tokens.ts';
import { createProblemRepository } from '../../apps/server/src/modules/problems/repository.ts';
import { rebuildProgress } from '../../apps/server/src/modules/progress/rebuild.ts';
import { seed } from './seed.ts';

const ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZE = {
  users: Number(process.env.BENCH_USERS ?? 10_000),
  submissions: Number(process.env.BENCH_SUBMISSIONS ?? 1_000_000),
  problems: Number(process.env.BENCH_PROBLEMS ?? 300),
};
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
/** Requests per learner and call: p95 over all of them, and over each learner's best (less noise from other load). */
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const TARGET_P95_MS = 50;
const DB_NAME = 'bench_progress';

const log = (m: string) => console.log(m);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? 0;
};
const fmt = (ms: number) => ms.toFixed(1).padStart(6);

async function freshDatabase(): Promise<string> {
  const c = new pg.Client({ connectionString: ADMIN });
  await c.connect();
  await c.query(`drop database if exists ${DB_NAME} with (force)`);
  await c.query(`create database ${DB_NAME}`);
  await c.end();
  return databaseUrl();
}

function databaseUrl(): string {
  const u = new URL(ADMIN);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
}

async function seedAndRebuild(url: string, client: pg.Client): Promise<void> {
  log('seeding...');
  await seed(client, SIZE, log);
  const tr = performance.now();
  // A bulk load: the rebuild runs on a connection that skips foreign-key triggers (they hold by
  // construction), as a restore would. The app itself runs rebuildProgress with them.
  const bulkUrl = new URL(url);
  bulkUrl.searchParams.set('options', '-c session_replication_role=replica');
  const bulk = connect(bulkUrl.toString(), 1);
  await rebuildProgress(bulk.db);
  await bulk.close();
  log(`  rebuildProgress (all aggregates from the submissions): ${Math.round(performance.now() - tr)} ms`);
  // Browser-reported active time on about a third of the active days.
  await client.query(`update user_days set seconds = floor(random() * 3600)::int where random() < 0.33`);
  await client.query('vacuum analyze');
}

async function main() {
  log(
    `progress bench: ${SIZE.users.toLocaleString('en-US')} learners, ${SIZE.submissions.toLocaleString('en-US')} submissions, ${SIZE.problems} problems`,
  );
  // BENCH_REUSE=true measures again on the database a BENCH_KEEP=true run left behind.
  const reuse = process.env.BENCH_REUSE === 'true';
  const url = reuse ? databaseUrl() : await freshDatabase();
  const database = connect(url, 10);
  await runMigrations(database, MIGRATIONS_DIR);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  if (!reuse) await seedAndRebuild(url, client);

  const counts = (
    await client.query<{ subs: string; days: string; periods: string; achievements: string }>(`select
      (select count(*) from submissions) as subs, (select count(*) from user_days) as days,
      (select count(*) from leaderboard_periods) as periods, (select count(*) from user_achievements) as achievements`)
  ).rows[0];
  log(
    `  rows: ${counts?.subs} submissions, ${counts?.days} user_days, ${counts?.periods} leaderboard_periods, ${counts?.achievements} achievements`,
  );

  const config = parseConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
  });
  const { app, ctx, judging } = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // Learners to ask as: a random sample of those with submissions, and the busiest one.
  const sample = (
    await client.query<{ user_id: string }>(
      `select user_id from user_stats where judged > 0 order by random() limit $1`,
      [SAMPLES],
    )
  ).rows.map((r) => r.user_id);
  const [busiest] = (
    await client.query<{ user_id: string; judged: number }>(
      'select user_id, judged from user_stats order by judged desc limit 1',
    )
  ).rows;
  const tokens = new Map<string, string>();
  for (const id of [...sample, busiest?.user_id ?? '']) {
    const token = newToken();
    await ctx.auth.repo.insertSession(id, tokenHash(token), new Date(Date.now() + 3600_000));
    tokens.set(id, token);
  }

  const calls: Array<{ name: string; path: (i: number) => string }> = [
    { name: 'GET /api/user/stats?period=week', path: () => '/api/user/stats?period=week' },
    { name: 'GET /api/user/stats?period=year', path: () => '/api/user/stats?period=year' },
    {
      name: 'GET /api/user/leaderboard?timeframe=all',
      path: () => '/api/user/leaderboard?timeframe=all&limit=100',
    },
    {
      name: 'GET /api/user/leaderboard?timeframe=month',
      path: () => '/api/user/leaderboard?timeframe=month&limit=100',
    },
    {
      name: 'GET /api/user/leaderboard?timeframe=week',
      path: () => '/api/user/leaderboard?timeframe=week&limit=100',
    },
    { name: 'GET /api/analytics?range=30d', path: () => '/api/analytics?range=30d' },
    { name: 'GET /api/analytics?range=1y', path: () => '/api/analytics?range=1y' },
  ];
  const get = async (path: string, token: string) => {
    const t = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return performance.now() - t;
  };
  // Warm-up: connections, JIT, plans.
  for (const id of sample.slice(0, 10)) for (const c of calls) await get(c.path(0), tokens.get(id) ?? '');

  log('');
  log(
    `load average before measuring: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  log(`latency over HTTP, sequential, ${sample.length} learners x ${REPEATS} requests (ms)`);
  log(`  ${''.padEnd(48)}   p50    p95    max  p95 best-of-${REPEATS}  busiest`);
  let worst = 0;
  let worstBest = 0;
  for (const c of calls) {
    const times: number[] = [];
    const best: number[] = [];
    for (const id of sample) {
      const mine: number[] = [];
      for (let k = 0; k < REPEATS; k++) mine.push(await get(c.path(0), tokens.get(id) ?? ''));
      times.push(...mine);
      best.push(Math.min(...mine));
    }
    const heavy = await get(c.path(0), tokens.get(busiest?.user_id ?? '') ?? '');
    const p95 = pct(times, 0.95);
    worst = Math.max(worst, p95);
    worstBest = Math.max(worstBest, pct(best, 0.95));
    log(
      `  ${c.name.padEnd(48)}${fmt(pct(times, 0.5))} ${fmt(p95)} ${fmt(Math.max(...times))}       ${fmt(pct(best, 0.95))} ${fmt(heavy)}`,
    );
  }
  log(
    `load average after measuring: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  log(`  (the busiest learner has ${busiest?.judged} judged submissions)`);

  // What the aggregates add to a verdict: recordVerdict for sampled learners, whole transaction.
  const repo = createProblemRepository(database.db);
  const verdictTimes: number[] = [];
  const accepted: JudgeResult = {
    verdict: 'accepted',
    runtimeMs: 5,
    memoryMb: 30,
    testsPassed: 5,
    totalTests: 5,
    tests: [],
    sandboxed: true,
  };
  for (const id of sample.slice(0, 60)) {
    const [row] = (
      await client.query<{ id: string; problem_id: string }>(
        `insert into submissions (user_id, problem_id, language, code)
         select $1, id, 'javascript', '// bench' from problems order by random() limit 1 returning id, problem_id`,
        [id],
      )
    ).rows;
    if (!row) continue;
    const found = await repo.forJudge(row.problem_id);
    if (!found) continue;
    const t = performance.now();
    await judging.recordVerdict(row.id, id, found, accepted);
    verdictTimes.push(performance.now() - t);
  }
  log(
    `  recordVerdict with the progress aggregates (accepted):  p50 ${fmt(pct(verdictTimes, 0.5))}  p95 ${fmt(pct(verdictTimes, 0.95))}`,
  );
  log('');
  log(
    worst <= TARGET_P95_MS
      ? `OK: every p95 is within ${TARGET_P95_MS} ms`
      : `OVER TARGET: worst p95 ${worst.toFixed(1)} ms > ${TARGET_P95_MS} ms (best-of-${REPEATS} worst p95 ${worstBest.toFixed(1)} ms)`,
  );

  await app.close();
  await client.end();
  await database.close();
  if (process.env.BENCH_KEEP !== 'true') {
    const c = new pg.Client({ connectionString: ADMIN });
    await c.connect();
    await c.query(`drop database if exists ${DB_NAME} with (force)`);
    await c.end();
  }
  process.exit(worst <= TARGET_P95_MS ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
