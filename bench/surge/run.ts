/**
 * A read surge through one and then two API servers (issue 27, part 3), with autocannon:
 *
 * 1. Creates the database bench_surge (or reuses it with BENCH_REUSE=true), starts the built server
 *    on it (no judge workers), seeds BENCH_USERS learners (2,000) and BENCH_SUBMISSIONS (100,000)
 *    submissions as bench/api does, and makes a contest with a board.
 * 2. Surge: SURGE_RATE requests/s (1,000) for SURGE_SECONDS (60) over the problem list, a problem
 *    page (rotating over the bank), the leaderboard, the contest board and the dashboard, all as a
 *    signed-in learner: first through one server, then through two (a second process on the same
 *    database, each given half the rate). Reports p50 / p97.5 / p99 latency, errors, 5xx.
 * 3. Capacity: each setup unthrottled for CAPACITY_SECONDS (15), and the ratio of two servers'
 *    throughput to one's, measured side by side in this run.
 *
 * 4. Each read alone, unthrottled for READ_SECONDS (5) through one server: what each one costs.
 * During both surges the judge takes SURGE_JUDGE_RATE (10) submissions/s through the servers under
 * test (judging.ts: one `dist/worker.js` with SURGE_JUDGE_SLOTS (2) slots on the same database);
 * reported: asked, taken, refused (429: a learner's 3 waiting), judged by the end, submit to verdict.
 *
 * Targets (issue 27): p99 under 250 ms, 0 errors, two servers >= 1.7x one. On a 2-core machine the
 * two servers, the judge, PostgreSQL and autocannon share the same cores, so the ratio says more
 * about the machine than about the servers; the figures are what they are.
 *
 * Run: `npm run bench:surge` (builds what is stale first). Results in bench/surge/RESULTS.md.
 */
import os from 'node:os';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
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
} from '../api/servers.ts';
import { type JudgingOutcome, startJudging } from './judging.ts';

const DB_NAME = 'bench_surge';
const USERS = Number(process.env.BENCH_USERS ?? 2_000);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
const RATE = Number(process.env.SURGE_RATE ?? 1_000);
const SECONDS = Number(process.env.SURGE_SECONDS ?? 60);
const CAPACITY_SECONDS = Number(process.env.CAPACITY_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const READ_SECONDS = Number(process.env.READ_SECONDS ?? 5);
const JUDGE_RATE = Number(process.env.SURGE_JUDGE_RATE ?? 10);
const JUDGE_SLOTS = Number(process.env.SURGE_JUDGE_SLOTS ?? 2);

const log = (m: string) => console.log(m);

interface Outcome {
  requests: number;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  fiveXx: number;
}

/** The five reads, in turn, as the learner. */
function requests(token: string, paths: () => string[]): Request[] {
  let i = 0;
  return [
    {
      method: 'GET',
      setupRequest: (req: Request) => {
        const all = paths();
        const path = all[i++ % all.length] ?? '/api/health';
        return { ...req, path, headers: { authorization: `Bearer ${token}` } };
      },
    },
  ];
}

async function load(
  server: Server,
  token: string,
  paths: () => string[],
  seconds: number,
  rate?: number,
): Promise<Outcome> {
  const r = await autocannon({
    url: server.base,
    connections: CONNECTIONS,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    requests: requests(token, paths),
  });
  return {
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    fiveXx: r['5xx'],
  };
}

const judgingRow = (name: string, o: JudgingOutcome) =>
  `| ${name} | ${o.asked} | ${o.taken} | ${o.refused} | ${o.failed} | ${o.judged} | ${o.p50} / ${o.p95} |`;

const row = (name: string, o: Outcome) =>
  `| ${name} | ${o.requests} | ${Math.round(o.rps)} | ${o.p50} | ${o.p97_5} | ${o.p99} | ${o.errors} | ${o.fiveXx} |`;

/** A contest with the learner in it, so that its board has something to rank. */
async function contestBoard(url: string, token: string, base: string, problemIds: string[]): Promise<string> {
  const res = await fetch(`${base}/api/contests`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Surge contest',
      startTime: new Date(Date.now() + 3_600_000).toISOString(),
      duration: 120,
      problems: problemIds.slice(0, 4).map((problemId) => ({ problemId, points: 100 })),
    }),
  });
  const body = (await res.json()) as { data?: { contestId?: string } };
  const id = body.data?.contestId;
  if (!res.ok || !id) throw new Error(`could not create the contest: ${res.status} ${JSON.stringify(body)}`);
  // Started a minute ago (moved in time, as the tests do), and everyone with points joined it, so
  // that the live board ranks 2,000 learners.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`update contests set starts_at = now() - interval '1 minute' where id = $1`, [id]);
  await client.query(
    `insert into contest_registrations (contest_id, user_id, joined_at)
     select $1, user_id, now() from user_stats where points > 0 on conflict do nothing`,
    [id],
  );
  await client.end();
  return `/api/contests/${id}/leaderboard`;
}

async function main(): Promise<void> {
  const reuse = process.env.BENCH_REUSE === 'true';
  const url = reuse ? databaseUrl(DB_NAME) : await freshDatabase(DB_NAME);
  const servers: Server[] = [];
  const judges: Array<{ close(): Promise<void> }> = [];
  try {
    const a = await startServer(url, SERVER, 'one');
    servers.push(a);
    await waitForBank(a);
    if (!reuse) await addLearners(url, USERS, SUBMISSIONS);
    const { token, problemIds } = await caller(url);
    const board = await contestBoard(url, token, a.base, problemIds);
    let next = 0;
    const paths = () => [
      '/api/problems?page=1&limit=12&sort=createdAt&order=desc',
      `/api/problems/${problemIds[next++ % problemIds.length]}`,
      '/api/user/leaderboard?timeframe=all&limit=100',
      board,
      '/api/user/stats',
    ];
    log(
      `surge bench: ${USERS.toLocaleString('en-US')} learners, ${SUBMISSIONS.toLocaleString('en-US')} submissions, ${RATE} req/s for ${SECONDS} s, ${CONNECTIONS} connections, ${os.cpus().length} cores`,
    );
    await load(a, token, paths, 5); // warm-up: connections, JIT, plans
    const judging = await startJudging(url, JUDGE_SLOTS);
    judges.push(judging);
    const judgedOne = judging.during([a.base], JUDGE_RATE);
    const surgeOne = await load(a, token, paths, SECONDS, RATE);
    const judgingOne = await judgedOne.stop();

    const b = await startServer(url, SERVER, 'two');
    servers.push(b);
    await waitForBank(b);
    await load(b, token, paths, 5);
    const judgedTwo = judging.during([a.base, b.base], JUDGE_RATE);
    const [surgeA, surgeB] = await Promise.all([
      load(a, token, paths, SECONDS, RATE / 2),
      load(b, token, paths, SECONDS, RATE / 2),
    ]);
    const judgingTwo = await judgedTwo.stop();
    await judging.close();
    judges.pop();
    const capacityOne = await load(a, token, paths, CAPACITY_SECONDS);
    const [capA, capB] = await Promise.all([
      load(a, token, paths, CAPACITY_SECONDS),
      load(b, token, paths, CAPACITY_SECONDS),
    ]);
    const reads: Array<[string, Outcome]> = [];
    for (const [i, read] of [
      'problem list',
      'a problem',
      'leaderboard',
      'contest board',
      'dashboard',
    ].entries()) {
      reads.push([read, await load(a, token, () => [paths()[i] ?? '/api/health'], READ_SECONDS)]);
    }

    log('');
    log('| setup | requests | req/s | p50 ms | p97.5 ms | p99 ms | errors | 5xx |');
    log('|---|---|---|---|---|---|---|---|');
    log(row(`surge, one server (${RATE}/s)`, surgeOne));
    log(row(`surge, two servers: first (${RATE / 2}/s)`, surgeA));
    log(row(`surge, two servers: second (${RATE / 2}/s)`, surgeB));
    log(row('capacity, one server', capacityOne));
    log(row('capacity, two servers: first', capA));
    log(row('capacity, two servers: second', capB));
    for (const [read, o] of reads) log(row(`${read} alone, one server`, o));
    log('');
    log(`the judge, ${JUDGE_RATE} submissions/s asked during each surge (${JUDGE_SLOTS} slots):`);
    log(
      '| during | asked | taken | refused (429) | failed | judged by the end | submit to verdict p50 / p95 ms |',
    );
    log('|---|---|---|---|---|---|---|');
    log(judgingRow('surge, one server', judgingOne));
    log(judgingRow('surge, two servers', judgingTwo));
    const ratio = (capA.rps + capB.rps) / Math.max(1, capacityOne.rps);
    log('');
    log(`two servers' throughput / one server's: ${ratio.toFixed(2)}x (target 1.7x)`);
    const worstP99 = Math.max(surgeOne.p99, surgeA.p99, surgeB.p99);
    const errors = surgeOne.errors + surgeA.errors + surgeB.errors;
    log(`surge p99 (worst of the three): ${worstP99} ms (target under 250); errors: ${errors} (target 0)`);
  } finally {
    for (const j of judges) await j.close();
    for (const s of servers) await stopServer(s);
    if (process.env.BENCH_KEEP !== 'true' && !reuse) await dropDatabase(DB_NAME);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
