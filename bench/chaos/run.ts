/**
 * bench/chaos: nothing is lost when judge processes die.
 *
 * A dedicated embedded PostgreSQL (never the machine's shared one, which is restarted here), an
 * API server (JUDGE_WORKERS=0) and CHAOS_WORKERS judge worker processes (`node dist/worker.js`,
 * one slot each), all restarted by a supervisor when they exit, as systemd or a container runtime
 * would. CHAOS_LEARNERS learners send CHAOS_SUBMISSIONS submissions of mixed languages and
 * verdicts (workload.ts) over HTTP, retrying what the server did not take.
 *
 * Two runs side by side on fresh databases: a baseline without faults, which also checks that
 * every variant gets its expected verdict when nothing goes wrong, then the chaos run, in which a
 * loop kill -9s a random worker every 5-15 s until every submission is in, the API server is
 * kill -9ed once (at 25% submitted) and PostgreSQL is restarted once (at 55%).
 *
 * Reported: submissions lost (taken by the server, never judged), wrong verdicts (not the
 * variant's), verdicts counted more than once (problem counters and learners' attempts against the
 * rows), progress aggregates against rebuildProgress, the time from the last fault until everything
 * is judged, and how long each submission a killed worker held took to be judged elsewhere.
 *
 * Run: `npm run bench:chaos` (builds apps/server first). Settings: CHAOS_SUBMISSIONS (300),
 * CHAOS_LEARNERS (30), CHAOS_WORKERS (3), CHAOS_SEED (12), CHAOS_KEEP_LOGS=true.
 */

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, type Database, runMigrations } from '../../apps/server/src/db/client.ts';
import { type EmbeddedDatabase, startEmbedded } from '../../apps/server/src/db/embedded.ts';
import { MIGRATIONS_DIR } from '../../apps/server/src/db/open.ts';
import { seedProblems } from '../../apps/server/src/modules/problems/seed.ts';
import { twoSumFixture } from '../../apps/server/test/builders.ts';
import { type Proc, SERVER_DIR, spawnWorker, startApiServer } from '../../apps/server/test/processes.ts';
import { audit, type KilledInFlight, type RunResult, type Tracked, watchRetake } from './audit.ts';
import { report } from './report.ts';
import {
  API_KILL_AT,
  DRAIN_TIMEOUT_MS,
  freePort,
  KEEP_LOGS,
  KILL_EVERY_S,
  LEARNERS,
  log,
  N,
  PG_RESTART_AT,
  RESTART_DELAY_MS,
  registerLearners,
  rnd,
  SEED,
  Supervised,
  secs,
  sleep,
  WORKERS,
} from './support.ts';
import { draw, tagged, VARIANTS } from './workload.ts';

async function runOnce(
  mode: 'baseline' | 'chaos',
  pgAdmin: { url: () => string; restart: () => Promise<number> },
  logs: string,
): Promise<RunResult> {
  const dbName = `chaos_${mode}`;
  const admin = new pg.Client({ connectionString: pgAdmin.url() });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const u = new URL(pgAdmin.url());
  u.pathname = `/${dbName}`;
  const dbUrl = u.toString();
  const database: Database = connect(dbUrl, 4);
  await runMigrations(database, MIGRATIONS_DIR);
  const fixtures = [
    twoSumFixture({ slug: 'chaos-easy', difficulty: 'easy', category: 'array' }),
    twoSumFixture({ slug: 'chaos-medium', difficulty: 'medium', category: 'string' }),
    twoSumFixture({ slug: 'chaos-hard', difficulty: 'hard', category: 'math' }),
  ];
  await seedProblems(database.db, fixtures);
  const problemIds = (
    await database.pool.query<{ id: string }>(
      `select id from problems where slug like 'chaos-%' order by slug`,
    )
  ).rows.map((r) => r.id);

  const port = await freePort();
  const env = {
    DATABASE_URL: dbUrl,
    JUDGE_WORKERS: '1',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    DEMO_MODE: 'false',
  };
  const runLogs = path.join(logs, mode);
  fs.mkdirSync(runLogs, { recursive: true });
  let api = await startApiServer('api#1', { ...env, JUDGE_WORKERS: '0', PORT: String(port) }, { dist: true });
  const base = api.url;
  const apiStarts = { n: 1 };
  let apiKilling: Proc | undefined;
  let apiUnexpectedExits = 0;
  let stopping = false;
  const watchApi = (p: Proc) =>
    void p.exited.then((how) => {
      if (p !== apiKilling && !stopping) {
        apiUnexpectedExits++;
        log(`${p.name} exited on its own (${how})`);
      }
    });
  watchApi(api);
  const restartApi = async () => {
    // Restarted like the workers, on the same port; a start that fails (the database away) is retried.
    for (;;) {
      try {
        api = await startApiServer(
          `api#${++apiStarts.n}`,
          { ...env, JUDGE_WORKERS: '0', PORT: String(port) },
          { dist: true },
        );
        watchApi(api);
        return;
      } catch (e) {
        log(`api did not start: ${(e as Error).message.split('\n')[0]}; again`);
        await sleep(RESTART_DELAY_MS);
      }
    }
  };
  const workers = Array.from(
    { length: WORKERS },
    (_, i) => new Supervised(`worker-${i + 1}`, (name) => spawnWorker(name, env, { dist: true }), runLogs),
  );
  for (const w of workers) w.start();
  // Every worker registered before any work.
  for (;;) {
    const r = await database.pool.query<{ n: number }>('select count(*)::int as n from judge_workers');
    if ((r.rows[0]?.n ?? 0) >= WORKERS) break;
    await sleep(200);
  }

  const tokens = await registerLearners(base, mode);

  const variants = draw(N, SEED);
  const tracked: Tracked[] = variants.map((variant, n) => ({
    n,
    tag: `chaos ${mode} #${n}`,
    variant,
    learner: n % LEARNERS,
    problemId: problemIds[n % problemIds.length] as string,
    uncertain: 0,
  }));

  // Faults (chaos only): a worker every 5-15 s until all are in; the API server and PostgreSQL once.
  const faults = { workerKills: 0, apiKills: 0, pgRestarts: 0, pgDownMs: 0 };
  let lastFaultAt: number | undefined;
  const inFlightAtKill: KilledInFlight[] = [];
  const watchers: Array<Promise<void>> = [];
  let submittedCount = 0;
  let allIn = false;
  let apiKilled = false;
  let pgRestarted = false;
  const t0 = Date.now();

  const killLoop = async () => {
    while (!allIn) {
      const wait = (KILL_EVERY_S[0] + rnd() * (KILL_EVERY_S[1] - KILL_EVERY_S[0])) * 1000;
      const until = Date.now() + wait;
      while (!allIn && Date.now() < until) {
        if (!apiKilled && submittedCount >= N * API_KILL_AT) {
          apiKilled = true;
          log(`kill -9 the API server (${submittedCount} of ${N} submitted)`);
          apiKilling = api;
          await api.kill();
          faults.apiKills++;
          lastFaultAt = Date.now();
          fs.writeFileSync(path.join(runLogs, `${api.name}.log`), api.output());
          await sleep(RESTART_DELAY_MS);
          await restartApi();
        }
        if (!pgRestarted && submittedCount >= N * PG_RESTART_AT) {
          pgRestarted = true;
          log(`restart PostgreSQL (${submittedCount} of ${N} submitted)`);
          faults.pgDownMs = await pgAdmin.restart();
          faults.pgRestarts++;
          lastFaultAt = Date.now();
          log(`PostgreSQL was away ${secs(faults.pgDownMs)}`);
        }
        await sleep(200);
      }
      if (allIn) break;
      const live = workers.filter((w) => w.proc?.running());
      const victim = live[Math.floor(rnd() * live.length)];
      if (!victim?.proc) continue;
      const held = await database.pool
        .query<{ id: string; lock: string }>(
          `select substring(j.key from 7) as id, j.locked_by as lock from graphile_worker.jobs j
           join judge_workers w on j.locked_by = any(w.lock_ids) where w.id like $1`,
          [`%:${victim.proc.pid}:%`],
        )
        .then(
          (r) => r.rows,
          () => [],
        );
      const killedAt = Date.now();
      await victim.kill();
      faults.workerKills++;
      lastFaultAt = killedAt;
      for (const h of held) {
        const entry = { id: h.id, killedAt };
        inFlightAtKill.push(entry);
        watchers.push(watchRetake(database, entry, h.lock, DRAIN_TIMEOUT_MS));
      }
      log(`kill -9 ${victim.name} (${held.length} submission(s) in its hands)`);
    }
  };

  const submitOne = async (t: Tracked) => {
    const token = tokens[t.learner] as string;
    for (;;) {
      let res: Response;
      try {
        res = await fetch(`${base}/api/submissions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            problemId: t.problemId,
            language: t.variant.language,
            code: tagged(t.variant, t.tag),
          }),
        });
      } catch {
        // No answer (the server was killed or restarting): it may or may not have stored it.
        t.uncertain++;
        await sleep(500);
        continue;
      }
      if (res.status === 202) {
        t.id = ((await res.json()) as { data: { submission: { _id: string } } }).data.submission._id;
        t.acceptedAt = Date.now();
        submittedCount++;
        return;
      }
      await res.text();
      if (res.status >= 500) t.uncertain++;
      await sleep(res.status === 429 ? 1000 : 500);
    }
  };

  const chaos = mode === 'chaos' ? killLoop() : Promise.resolve();
  // Each learner sends its submissions in order; up to 3 wait at once (the per-learner cap).
  await Promise.all(
    tokens.map(async (_, learner) => {
      for (const t of tracked.filter((x) => x.learner === learner)) await submitOne(t);
    }),
  );
  allIn = true;
  const submitMs = Date.now() - t0;
  await chaos;
  log(`${mode}: all ${N} submitted in ${secs(submitMs)}; waiting for the verdicts`);

  // Drain: every tracked submission judged, or the timeout.
  const drainStart = Date.now();
  const pendingNow = async () => {
    const r = await database.pool.query<{ n: number }>(
      "select count(*)::int as n from submissions where status = 'pending'",
    );
    return r.rows[0]?.n ?? 0;
  };
  const pendingAtLastFault = mode === 'chaos' ? await pendingNow().catch(() => undefined) : undefined;
  await Promise.all(watchers);
  let allJudgedAt: number | undefined;
  while (Date.now() - drainStart < DRAIN_TIMEOUT_MS) {
    const n = await pendingNow().catch(() => -1);
    if (n === 0) {
      allJudgedAt = Date.now();
      break;
    }
    await sleep(250);
  }
  const drainMs = (allJudgedAt ?? Date.now()) - drainStart;
  const totalMs = (allJudgedAt ?? Date.now()) - t0;
  log(`${mode}: ${allJudgedAt ? 'all judged' : 'NOT all judged'} ${secs(drainMs)} after the last submission`);

  // Let the progress steps and sweeps settle, then stop everything cleanly.
  await sleep(3000);
  stopping = true;
  await Promise.all([...workers.map((w) => w.retire()), api.stop(20_000)]);
  fs.writeFileSync(path.join(runLogs, `${api.name}.log`), api.output());

  const audited = await audit(database, tracked, inFlightAtKill);
  await database.close();
  return {
    mode,
    ...audited,
    submitMs,
    drainMs,
    totalMs,
    faults,
    lastFaultToAllJudgedMs: allJudgedAt && lastFaultAt ? allJudgedAt - lastFaultAt : undefined,
    pendingAtLastFault,
    workerStarts: workers.reduce((n, w) => n + w.starts, 0),
    unexpectedExits: workers.reduce((n, w) => n + w.unexpectedExits, 0) + apiUnexpectedExits,
  };
}

async function main(): Promise<void> {
  log('building apps/server (the workers and the API server run dist/, as operators do)');
  const build = spawnSync('npm', ['run', 'build', '-w', '@codecoach/server'], {
    cwd: path.resolve(SERVER_DIR, '../..'),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codecoach-chaos-'));
  fs.chmodSync(dir, 0o755);
  const logs = path.join(dir, 'logs');
  fs.mkdirSync(logs);
  const pgPort = await freePort();
  const dataDir = path.join(dir, 'pg', 'data');
  let embedded: EmbeddedDatabase = await startEmbedded({ dataDir, port: pgPort, notice: log });
  const adminUrl = () => embedded.url.replace(/\/codecoach$/, '/postgres');
  const restart = async () => {
    const t = Date.now();
    await embedded.stop();
    await sleep(2000); // away for a moment, as a real restart is
    embedded = await startEmbedded({ dataDir, port: pgPort, notice: log });
    return Date.now() - t;
  };
  const loadBefore = os.loadavg();
  log(`dedicated PostgreSQL on 127.0.0.1:${pgPort} (${dataDir}); logs in ${logs}`);
  try {
    const results: RunResult[] = [];
    for (const mode of ['baseline', 'chaos'] as const) {
      log(`${mode}: ${N} submissions`);
      const r = await runOnce(mode, { url: adminUrl, restart }, logs);
      results.push(r);
      if (mode === 'baseline' && (r.wrong.length > 0 || r.lost > 0 || r.unexpectedExits > 0)) {
        console.log(report(results));
        throw new Error('the baseline (no faults) did not give every variant its expected verdict');
      }
    }
    console.log(`\n${report(results)}\n`);
    console.log(
      `load average: ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} after; ${os.availableParallelism()} cores`,
    );
    const variantsUsed = new Set(draw(N, SEED).map((v) => v.name));
    console.log(
      `variants: ${VARIANTS.filter((v) => variantsUsed.has(v.name))
        .map((v) => v.name)
        .join(', ')}`,
    );
    const chaos = results[1] as RunResult;
    const ok =
      chaos.lost === 0 &&
      chaos.wrong.length === 0 &&
      chaos.counterMismatches.length === 0 &&
      chaos.progressEqual &&
      chaos.unexpectedExits === 0;
    console.log(
      ok ? 'chaos: nothing lost, nothing wrong, nothing counted twice, nothing crashed' : 'chaos: FAILED',
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await embedded.stop();
    if (KEEP_LOGS) log(`logs kept in ${logs}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
