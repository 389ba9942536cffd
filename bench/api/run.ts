/**
 * Read throughput of the API over HTTP, each read as a ratio to GET /api/auth/me measured in the
 * same run (issue 13: the problem list, the leaderboard and a problem's page at least 0.5x each).
 * The ratio, not the absolute figure, is the result: the machine's other load moves both alike.
 *
 * What it does:
 * 1. Creates the database bench_api (dropped first) and starts the built server on it
 *    (`apps/server/dist/server.js`, no judge workers), which migrates and seeds the real problem
 *    bank (a cold bank build takes minutes; later runs read the content cache).
 * 2. Adds BENCH_USERS learners (2,000) and BENCH_SUBMISSIONS submissions (100,000) over the bank,
 *    as bench/progress does, and builds their progress with rebuildProgress.
 * 3. Signs in as a learner from the middle of the leaderboard and loads each endpoint with
 *    autocannon (BENCH_CONNECTIONS, 32) for BENCH_SECONDS (5) per round, BENCH_ROUNDS (5) rounds,
 *    the endpoints interleaved in each round; the problem page rotates over every problem. Each
 *    round gives each read a ratio to /api/auth/me of that round; the median over the rounds is
 *    reported (short interleaved rounds keep other load on the machine from favouring one side).
 *    The server process's CPU time per request is reported too (PostgreSQL's is not: other work
 *    shares that server).
 *
 * BENCH_BASELINE=<path of another build's server.js> (e.g. main's, built in another checkout)
 * starts that server too, on the same database, and measures both in alternating rounds, so a
 * change is compared with its baseline side by side under the same load.
 *
 * Run: `npm run bench:api` (builds what is stale first). Needs the PostgreSQL at
 * postgres://postgres@127.0.0.1:5432 (or BENCH_PG_URL). Exits 1 when a ratio is under 0.5.
 * BENCH_KEEP=true keeps the database afterwards; BENCH_REUSE=true measures again on it (after a
 * change to the server: rebuild, then reuse, without seeding again).
 * Results are kept in bench/api/RESULTS.md.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { connect } from '../../apps/server/src/db/client.ts';
import { newToken, tokenHash } from '../../apps/server/src/modules/auth/tokens.ts';
import { rebuildProgress } from '../../apps/server/src/modules/progress/rebuild.ts';
import { seed } from '../progress/seed.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'apps/server/dist/server.js');
const ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'bench_api';
const USERS = Number(process.env.BENCH_USERS ?? 2_000);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET_RATIO = 0.5;
/** A cold bank build proves 152 problems on 2 cores. */
const BANK_TIMEOUT_MS = 45 * 60_000;

const log = (m: string) => console.log(m);

function databaseUrl(): string {
  const u = new URL(ADMIN);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
}

async function freshDatabase(): Promise<string> {
  const c = new pg.Client({ connectionString: ADMIN });
  await c.connect();
  await c.query(`drop database if exists ${DB_NAME} with (force)`);
  await c.query(`create database ${DB_NAME}`);
  await c.end();
  return databaseUrl();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface Server {
  name: string;
  base: string;
  child: ChildProcess;
  logFile: string;
}

/** A built server on the bench database (run from its own checkout), its output in a log file. */
async function startServer(url: string, script: string, name: string): Promise<Server> {
  if (!fs.existsSync(script)) throw new Error(`${script} is missing: run npm run build first`);
  const port = await freePort();
  const logFile = path.join(os.tmpdir(), `codecoach-bench-api-${process.pid}-${name}.log`);
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [script], {
    cwd: path.resolve(path.dirname(script), '../../..'),
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      JUDGE_WORKERS: '0',
      LOG_LEVEL: 'warn',
    },
  });
  return { name, base: `http://127.0.0.1:${port}`, child, logFile };
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

const Health = (v: unknown): { ready: boolean; problems: number } => {
  const bank = typeof v === 'object' && v !== null && 'bank' in v ? v.bank : undefined;
  if (typeof bank !== 'object' || bank === null) return { ready: false, problems: 0 };
  return {
    ready: 'ready' in bank && bank.ready === true,
    problems: 'problems' in bank && typeof bank.problems === 'number' ? bank.problems : 0,
  };
};

async function waitForBank({ base, child, logFile }: Server): Promise<void> {
  const t0 = Date.now();
  let said = 0;
  while (Date.now() - t0 < BANK_TIMEOUT_MS) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${base}/api/health`);
      const bank = Health(await res.json());
      if (bank.ready) {
        log(`  problem bank ready: ${bank.problems} problems (${Math.round((Date.now() - t0) / 1000)} s)`);
        return;
      }
      if (Date.now() - said > 30_000) {
        said = Date.now();
        log(`  building the problem bank: ${bank.problems} problems so far...`);
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  throw new Error(`the server did not get its problem bank ready:\n${tail}`);
}

/** Learners, submissions and their progress (bench/progress's generator over the real bank). */
async function addLearners(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await seed(client, { users: USERS, submissions: SUBMISSIONS, problems: 0 }, (m) => log(m));
    const database = connect(url, 1);
    const t = performance.now();
    await rebuildProgress(database.db);
    await database.close();
    log(`  rebuildProgress: ${Math.round(performance.now() - t)} ms`);
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/** A session for a learner from the middle of the all-time leaderboard, and the problems' ids. */
async function caller(url: string): Promise<{ token: string; problemIds: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [me] = (
      await client.query<{ user_id: string }>(
        `select user_id from user_stats where points > 0 order by points desc, user_id
         offset (select count(*) / 2 from user_stats where points > 0) limit 1`,
      )
    ).rows;
    if (!me) throw new Error('no learner with points: the seeding failed');
    const token = newToken();
    await client.query(
      `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
      [me.user_id, tokenHash(token)],
    );
    const ids = (await client.query<{ id: string }>('select id from problems order by slug')).rows;
    return { token, problemIds: ids.map((r) => r.id) };
  } finally {
    await client.end();
  }
}

interface Endpoint {
  name: string;
  /** The path of each request (the problem page rotates over every problem). */
  path: () => string;
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server process's CPU time per request, ms. */
  cpuMs: number;
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User + system CPU time of a process so far, in ms (Linux /proc). */
function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function load(base: string, token: string, e: Endpoint, seconds: number, pid: number): Promise<Sample> {
  const cpu0 = cpuMsOf(pid);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: e.path(), headers: { authorization: `Bearer ${token}` } }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMs: (cpuMsOf(pid) - cpu0) / Math.max(1, result.requests.total),
  };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const m = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[m] ?? 0) : ((sorted[m - 1] ?? 0) + (sorted[m] ?? 0)) / 2;
};

interface Summary {
  name: string;
  rps: number;
  ratio: number;
  low: number;
  high: number;
  p50: number;
  p99: number;
  cpuMs: number;
  errors: number;
}

/** Per endpoint: medians over the rounds, and the ratio to the first endpoint of each round. */
function summarize(endpoints: Endpoint[], rounds: Sample[][]): Summary[] {
  return endpoints.map((e, i) => {
    const s = rounds.map((r) => r[i]).filter((x): x is Sample => x !== undefined);
    const ratios = rounds.map((r) => (r[i]?.rps ?? 0) / Math.max(1, r[0]?.rps ?? 0));
    return {
      name: e.name,
      rps: median(s.map((x) => x.rps)),
      ratio: median(ratios),
      low: Math.min(...ratios),
      high: Math.max(...ratios),
      p50: median(s.map((x) => x.p50)),
      p99: median(s.map((x) => x.p99)),
      cpuMs: median(s.map((x) => x.cpuMs)),
      errors: s.reduce((n, x) => n + x.errors, 0),
    };
  });
}

function printTable(title: string, summary: Summary[]): void {
  log('');
  log(title);
  log(
    `| endpoint | req/s | ratio to /api/auth/me (median of ${ROUNDS} rounds; range) | p50 ms | p99 ms | server CPU ms/request | errors |`,
  );
  log(`|---|---|---|---|---|---|---|`);
  for (const s of summary) {
    log(
      `| ${s.name} | ${Math.round(s.rps)} | ${s.ratio.toFixed(2)}x (${s.low.toFixed(2)}-${s.high.toFixed(2)}) | ${s.p50.toFixed(0)} | ${s.p99.toFixed(0)} | ${s.cpuMs.toFixed(2)} | ${s.errors} |`,
    );
  }
}

async function main(): Promise<void> {
  log(
    `api bench: ${USERS.toLocaleString('en-US')} learners, ${SUBMISSIONS.toLocaleString('en-US')} submissions, ${CONNECTIONS} connections, ${ROUNDS} x ${SECONDS} s per endpoint`,
  );
  const reuse = process.env.BENCH_REUSE === 'true';
  const baselineScript = process.env.BENCH_BASELINE;
  const url = reuse ? databaseUrl() : await freshDatabase();
  const servers: Server[] = [await startServer(url, SERVER, 'current')];
  let failed = true;
  try {
    const current = servers[0];
    if (!current) throw new Error('no server');
    await waitForBank(current);
    if (!reuse) await addLearners(url);
    // The baseline starts on the seeded database: the bank it finds is current.
    if (baselineScript) {
      const baseline = await startServer(url, path.resolve(baselineScript), 'baseline');
      servers.push(baseline);
      await waitForBank(baseline);
    }
    const { token, problemIds } = await caller(url);
    let next = 0;
    const endpoints: Endpoint[] = [
      { name: 'GET /api/auth/me', path: () => '/api/auth/me' },
      {
        name: 'GET /api/problems (practice list, page 1)',
        path: () => '/api/problems?page=1&limit=12&sort=createdAt&order=desc',
      },
      {
        name: 'GET /api/user/leaderboard (all time, 100)',
        path: () => '/api/user/leaderboard?timeframe=all&limit=100',
      },
      {
        name: 'GET /api/problems/:id (a problem page)',
        path: () => `/api/problems/${problemIds[next++ % problemIds.length]}`,
      },
    ];
    // Warm-up: connections, JIT, query plans.
    for (const server of servers)
      for (const e of endpoints) await load(server.base, token, e, 2, server.child.pid ?? 0);

    const rounds = new Map<string, Sample[][]>(servers.map((s) => [s.name, []]));
    const load0 = os.loadavg()[0] ?? 0;
    for (let round = 0; round < ROUNDS; round++) {
      // With a baseline, the two alternate which goes first.
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) {
        const samples: Sample[] = [];
        for (const e of endpoints)
          samples.push(await load(server.base, token, e, SECONDS, server.child.pid ?? 0));
        rounds.get(server.name)?.push(samples);
      }
    }
    const load1 = os.loadavg()[0] ?? 0;

    log('');
    log(`load average: ${load0.toFixed(1)} before, ${load1.toFixed(1)} after (${os.cpus().length} cores)`);
    const summary = summarize(endpoints, rounds.get('current') ?? []);
    printTable('this build', summary);
    if (baselineScript) {
      const base = summarize(endpoints, rounds.get('baseline') ?? []);
      printTable(`baseline (${baselineScript})`, base);
      log('');
      log(
        '| endpoint | ratio to /api/auth/me: baseline -> this build | server CPU ms/request: baseline -> this build |',
      );
      log('|---|---|---|');
      for (const [i, s] of summary.entries()) {
        const b = base[i];
        if (b)
          log(
            `| ${s.name} | ${b.ratio.toFixed(2)}x -> ${s.ratio.toFixed(2)}x | ${b.cpuMs.toFixed(2)} -> ${s.cpuMs.toFixed(2)} |`,
          );
      }
    }
    const short = summary.slice(1).filter((s) => s.ratio < TARGET_RATIO);
    const errors = summary.filter((s) => s.errors > 0);
    log('');
    if (errors.length > 0) log(`FAILED REQUESTS: ${errors.map((s) => s.name).join(', ')}`);
    log(
      short.length === 0
        ? `OK: every read is at least ${TARGET_RATIO}x /api/auth/me`
        : `UNDER TARGET (${TARGET_RATIO}x): ${short.map((s) => s.name).join(', ')}`,
    );
    failed = short.length > 0 || errors.length > 0;
  } finally {
    for (const server of servers) await stopServer(server);
    if (process.env.BENCH_KEEP !== 'true' && !reuse) {
      const c = new pg.Client({ connectionString: ADMIN });
      await c.connect();
      await c.query(`drop database if exists ${DB_NAME} with (force)`);
      await c.end();
    }
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
