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
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  addLearners,
  caller,
  databaseUrl,
  dropDatabase,
  freshDatabase,
  SERVER,
  type Server,
  startServer,
  stopServer,
  waitForBank,
} from './servers.ts';

const DB_NAME = 'bench_api';
const USERS = Number(process.env.BENCH_USERS ?? 2_000);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET_RATIO = 0.5;

const log = (m: string) => console.log(m);

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
  const url = reuse ? databaseUrl(DB_NAME) : await freshDatabase(DB_NAME);
  const servers: Server[] = [await startServer(url, SERVER, 'current')];
  let failed = true;
  try {
    const current = servers[0];
    if (!current) throw new Error('no server');
    await waitForBank(current);
    if (!reuse) await addLearners(url, USERS, SUBMISSIONS);
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
    if (process.env.BENCH_KEEP !== 'true' && !reuse) await dropDatabase(DB_NAME);
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
