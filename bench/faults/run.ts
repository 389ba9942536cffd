/**
 * bench/faults: issue 27, part 2, in full. The test hosts of decision 032 (PostgreSQL, two API
 * servers, two judge worker hosts with one slot each, the load generator, each a network
 * namespace) take FAULTS_SUBMISSIONS (1,000) submissions in six languages and every verdict
 * (bench/chaos's workload) from FAULTS_LEARNERS (40) learners, each posted to a live API server
 * picked at random and sent again when no answer came. Meanwhile:
 * - every 5-10 s, a random worker or API server (of those up for 15 s and not cut off) is
 *   kill -9ed, and its supervisor starts it again a second later (all run from dist/, as
 *   operators run them);
 * - at 30% submitted, judge-2's link is cut at the switch for 30 s (it keeps running, unaware);
 * - judge-1 reaches PostgreSQL only through a proxy on its own host that holds every chunk
 *   100 ms each way (200 ms per round trip) and drops one of its connections (RST both ways)
 *   every 5-15 s;
 * - at 60% submitted, PostgreSQL is restarted once (a fast shutdown, away 2 s).
 * The kills and drops stop once everything is submitted; the latency stays.
 *
 * Measured: lost (taken, never judged), verdicts written twice, verdicts overwritten (a late
 * result over the verdict of the worker that took the job over), verdicts that differ from the
 * variant's, counters against the rows, progress against rebuildProgress, jobs left, and the time
 * from the last fault to the last verdict (target: 30 s).
 *
 * Run (as root): `npm run bench:faults`. Results in bench/faults/RESULTS.md.
 */

import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { AuthResponse } from '@codecoach/contracts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { JUDGE_JOB } from '../../apps/server/src/jobs/kinds.ts';
import { seedProblems } from '../../apps/server/src/modules/problems/seed.ts';
import { twoSumFixture } from '../../apps/server/test/builders.ts';
import { writes } from '../../apps/server/test/host-stage.ts';
import { hostsUnsupported } from '../../apps/server/test/hosts.ts';
import { SERVER_DIR } from '../../apps/server/test/processes.ts';
import { audit, type KilledInFlight, type Tracked, watchRetake } from '../chaos/audit.ts';
import { draw, mulberry32, tagged, VARIANTS } from '../chaos/workload.ts';
import { report } from './report.ts';
import { log, type Role, sleep, startFaultStage, traceOverwrites } from './stage.ts';

const N = Number(process.env.FAULTS_SUBMISSIONS ?? 1000);
const LEARNERS = Number(process.env.FAULTS_LEARNERS ?? 40);
const SEED = Number(process.env.FAULTS_SEED ?? 27);
const KILL_EVERY_S = [5, 10] as const;
/**
 * A process is killed only once it has run this long: on 2 shared cores a restart can take longer
 * than the kill interval, and a fleet that never finishes starting judges nothing (seen here: 3
 * submissions a minute at a load average of 22).
 */
const MIN_UP_MS = 15_000;
const CUT_AT = 0.3;
const CUT_MS = 30_000;
const PG_RESTART_AT = 0.6;
const PG_AWAY_MS = 2000;
const PROXY_DELAY_MS = 100;
const PROXY_DROP_EVERY_S = [5, 15] as const;
const DRAIN_TIMEOUT_MS = 15 * 60_000;
/** How long the queue and the progress steps are given to settle once all is judged (the sweeps run every few seconds). */
const SETTLE_MS = 60_000;
const SERVER_ENV = { AUTH_RATE_LIMIT_PER_IP: '1000000', LOG_LEVEL: 'warn', DEMO_MODE: 'false' };
const FIXTURES = [
  twoSumFixture({ slug: 'chaos-easy', difficulty: 'easy', category: 'array' }),
  twoSumFixture({ slug: 'chaos-medium', difficulty: 'medium', category: 'string' }),
  twoSumFixture({ slug: 'chaos-hard', difficulty: 'hard', category: 'math' }),
];

async function prepare(database: Database): Promise<void> {
  await seedProblems(database.db, FIXTURES);
  await traceOverwrites(database);
}

const unsupported = hostsUnsupported();
if (unsupported) {
  console.error(`bench:faults needs network namespaces: ${unsupported}`);
  process.exit(1);
}
// The programs run from dist/, as operators run them (and they start sooner than through tsx).
const build = spawnSync('npm', ['run', 'build', '-w', '@codecoach/server'], {
  cwd: path.resolve(SERVER_DIR, '../..'),
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) throw new Error('npm run build -w @codecoach/server failed');
const loadBefore = os.loadavg();
log(`load average ${loadBefore[0]?.toFixed(1)}; starting the hosts`);
const stage = await startFaultStage({
  proxyDelayMs: PROXY_DELAY_MS,
  proxyDropEveryS: PROXY_DROP_EVERY_S,
  serverEnv: SERVER_ENV,
  prepare,
});
process.once('SIGINT', () => void stage.destroy().finally(() => process.exit(130)));
const rnd = mulberry32(SEED);
const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await stage.database.pool.query<T>(text, params)).rows;

const liveApi = (): string => {
  const up = stage.apis.filter((r) => r.up());
  const pick = up[Math.floor(rnd() * up.length)] ?? stage.apis[Math.floor(rnd() * stage.apis.length)];
  return pick?.proc?.url ?? `http://${pick?.host.address}:5001`;
};

// Learners, through both servers, before any fault.
const tokens: string[] = [];
for (let i = 0; i < LEARNERS; i++) {
  const r = await stage.client.json(AuthResponse, 'POST', `${liveApi()}/api/auth/register`, undefined, {
    name: `Faults Learner ${i}`,
    email: `faults-${i}@example.com`,
    password: 'a-long-faults-passphrase',
  });
  tokens.push(r.token);
}
const problemIds = (
  await sql<{ id: string }>(`select id from problems where slug like 'chaos-%' order by slug`)
).map((r) => r.id);
const tracked: Tracked[] = draw(N, SEED).map((variant, n) => ({
  n,
  tag: `chaos faults #${n}`,
  variant,
  learner: n % LEARNERS,
  problemId: problemIds[n % problemIds.length] ?? '',
  uncertain: 0,
}));

const faults = { kills: [] as string[], cutMs: 0, cutHeld: 0, pgAwayMs: 0 };
let lastFaultAt = 0;
let submitted = 0;
let allIn = false;
const inFlightAtKill: KilledInFlight[] = [];

/** The submissions a worker's registered locks hold now. */
const heldBy = (role: Role) =>
  sql<{ id: string; lock: string }>(
    `select substring(j.key from 7) as id, j.locked_by as lock from graphile_worker.jobs j
     join judge_workers w on j.locked_by = any(w.lock_ids) where w.host = $1`,
    [role.name],
  ).catch(() => []);

const watchers: Array<Promise<void>> = [];

const cut = async () => {
  const victim = stage.workers.find((w) => w.name === 'judge-2') as Role;
  faults.cutHeld = (await heldBy(victim)).length;
  log(`cut ${victim.name}'s link for ${CUT_MS / 1000} s (${faults.cutHeld} submission(s) in its hands)`);
  const t = Date.now();
  stage.hosts.setLink(victim.host, 'down');
  cutOff = victim;
  await sleep(CUT_MS);
  stage.hosts.setLink(victim.host, 'up');
  cutOff = undefined;
  faults.cutMs = Date.now() - t;
  lastFaultAt = Date.now();
  log(`${victim.name}'s link is back`);
};
let cutOff: Role | undefined;

const faultLoop = async () => {
  const pending: Array<Promise<void>> = [];
  let didCut = false;
  let didRestart = false;
  while (!allIn) {
    const until = Date.now() + (KILL_EVERY_S[0] + rnd() * (KILL_EVERY_S[1] - KILL_EVERY_S[0])) * 1000;
    while (!allIn && Date.now() < until) {
      if (!didCut && submitted >= N * CUT_AT) {
        didCut = true;
        pending.push(cut());
      }
      if (!didRestart && submitted >= N * PG_RESTART_AT) {
        didRestart = true;
        log(`restart PostgreSQL (${submitted} of ${N} submitted)`);
        faults.pgAwayMs = await stage.postgres.restart(PG_AWAY_MS);
        lastFaultAt = Date.now();
        log(`PostgreSQL was away ${(faults.pgAwayMs / 1000).toFixed(1)} s`);
      }
      await sleep(200);
    }
    if (allIn) break;
    const candidates = [...stage.apis, ...stage.workers].filter((r) => r.up(MIN_UP_MS) && r !== cutOff);
    const victim = candidates[Math.floor(rnd() * candidates.length)];
    if (!victim) continue;
    const held = stage.workers.includes(victim) ? await heldBy(victim) : [];
    const killedAt = Date.now();
    await victim.kill();
    lastFaultAt = killedAt;
    faults.kills.push(victim.name);
    for (const h of held) {
      const entry: KilledInFlight = { id: h.id, killedAt };
      inFlightAtKill.push(entry);
      watchers.push(watchRetake(stage.database, entry, h.lock, DRAIN_TIMEOUT_MS));
    }
    log(
      `kill -9 ${victim.proc?.name ?? victim.name} (${held.length} submission(s) in its hands; ${submitted} of ${N} submitted)`,
    );
  }
  await Promise.all(pending);
};

const submitOne = async (t: Tracked) => {
  const token = tokens[t.learner] ?? '';
  for (;;) {
    const body = { problemId: t.problemId, language: t.variant.language, code: tagged(t.variant, t.tag) };
    const answer = await stage.client
      .request('POST', `${liveApi()}/api/submissions`, token, body)
      .catch(() => undefined);
    if (answer?.status === 202) {
      t.id = (answer.body as { data: { submission: { _id: string } } }).data.submission._id;
      t.acceptedAt = Date.now();
      submitted++;
      return;
    }
    // No answer, or a 5xx: the server may or may not have stored it (an extra row, still judged).
    if (!answer || answer.status >= 500) t.uncertain++;
    await sleep(answer?.status === 429 ? 1000 : 300);
  }
};

log(`${N} submissions from ${LEARNERS} learners, with faults`);
const t0 = Date.now();
const chaos = faultLoop();
await Promise.all(
  tokens.map(async (_, learner) => {
    for (const t of tracked.filter((x) => x.learner === learner)) await submitOne(t);
  }),
);
allIn = true;
const submitMs = Date.now() - t0;
await chaos;
stage.proxy.signal('SIGUSR1');
const drops = (stage.proxy.output().match(/dropped \d+/g) ?? []).length;
lastFaultAt = Math.max(lastFaultAt, Date.now());
log(`all ${N} submitted in ${(submitMs / 1000).toFixed(1)} s; faults over; waiting for the verdicts`);

let allJudgedAt: number | undefined;
const pendingAtLastFault = (
  await sql<{ n: number }>("select count(*)::int as n from submissions where status = 'pending'")
)[0]?.n;
while (Date.now() - lastFaultAt < DRAIN_TIMEOUT_MS) {
  const n = (
    await sql<{ n: number }>("select count(*)::int as n from submissions where status = 'pending'").catch(
      () => [{ n: -1 }],
    )
  )[0]?.n;
  if (n === 0) {
    allJudgedAt = Date.now();
    break;
  }
  await sleep(250);
}
log(allJudgedAt ? 'all judged' : 'NOT all judged');
await Promise.all(watchers);
// What the verdicts leave behind settles by itself: a job whose end could not be recorded (the
// database restarting, a dropped connection) is released by the dead-worker sweep and ended by the
// worker that takes it, and a progress step left undone is applied by the progress sweep. Waited
// for (up to SETTLE_MS), then audited: what is still there then is reported.
const settleStarted = Date.now();
for (;;) {
  await sleep(1000);
  const [left] = await sql<{ jobs: number; progress: number }>(
    `select (select count(*)::int from graphile_worker.jobs where task_identifier = $1) as jobs,
            (select count(*)::int from submissions where progress_pending) as progress`,
    [JUDGE_JOB.task],
  ).catch(() => [{ jobs: -1, progress: -1 }]);
  if ((left?.jobs === 0 && left.progress === 0) || Date.now() - settleStarted > SETTLE_MS) break;
}
const settleMs = Date.now() - settleStarted;
log(`settled (judging jobs and progress steps done) ${(settleMs / 1000).toFixed(1)} s after all were judged`);
const jobsLeft = await sql<{
  task_identifier: string;
  key: string | null;
  locked_by: string | null;
  attempts: number;
  last_error: string | null;
}>('select task_identifier, key, locked_by, attempts, last_error from graphile_worker.jobs');
// Judging's jobs must all be gone; the others are the fleet's own schedule (the contest scheduler's
// recurring job, a seeded contest's finalisation at its end), listed, not counted.
const judgingJobsLeft = jobsLeft.filter((j) => j.task_identifier === JUDGE_JOB.task);
for (const j of jobsLeft) log(`job in the queue: ${JSON.stringify(j)}`);

const traced = await writes(stage.database);
const verdictWrites = new Map<string, number>();
for (const w of traced.filter((x) => x.op === 'verdict'))
  verdictWrites.set(w.submission_id, (verdictWrites.get(w.submission_id) ?? 0) + 1);
const overwrites = await sql<{ submission_id: string; client_addr: string }>('select * from test_overwrites');
const names = new Map([...stage.apis, ...stage.workers].map((r) => [r.host.address, r.name]));
const judgedBy: Record<string, number> = {};
for (const w of traced.filter((x) => x.op === 'verdict')) {
  const who = names.get(w.client_addr) ?? w.client_addr;
  judgedBy[who] = (judgedBy[who] ?? 0) + 1;
}
const audited = await audit(stage.database, tracked, inFlightAtKill);
const roles = [...stage.apis, ...stage.workers];
const result = {
  ...audited,
  jobsLeft: judgingJobsLeft.length,
  otherJobs: jobsLeft.filter((j) => j.task_identifier !== JUDGE_JOB.task).map((j) => j.task_identifier),
  n: N,
  learners: LEARNERS,
  submitMs,
  totalMs: (allJudgedAt ?? Date.now()) - t0,
  lastFaultToAllJudgedMs: allJudgedAt ? allJudgedAt - lastFaultAt : undefined,
  pendingAtLastFault,
  settleMs,
  twiceWritten: [...verdictWrites.values()].filter((n) => n > 1).length,
  overwrites: overwrites.map((o) => `${o.submission_id} from ${names.get(o.client_addr) ?? o.client_addr}`),
  judgedBy,
  kills: faults.kills,
  cutMs: faults.cutMs,
  cutHeld: faults.cutHeld,
  pgAwayMs: faults.pgAwayMs,
  drops,
  starts: Object.fromEntries(roles.map((r) => [r.name, r.starts])),
  unexpectedExits: roles.reduce((s, r) => s + r.unexpectedExits, 0),
  failedStarts: roles.reduce((s, r) => s + r.failedStarts, 0),
  variants: VARIANTS.length,
};
await stage.destroy();
console.log(`\n${report(result)}\n`);
console.log(
  `load average: ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} after; ${os.availableParallelism()} cores`,
);
/** Each target, named as the table names it, with what was measured when it was missed. */
const missed = [
  result.lost > 0 && `lost ${result.lost}`,
  result.wrong.length > 0 && `verdicts that differ from the expected ${result.wrong.length}`,
  result.twiceWritten > 0 && `verdicts written twice ${result.twiceWritten}`,
  result.overwrites.length > 0 && `verdicts overwritten ${result.overwrites.length}`,
  result.counterMismatches.length > 0 && `counters off ${result.counterMismatches.length}`,
  !result.progressEqual && 'progress aggregates differ from rebuildProgress',
  result.jobsLeft > 0 && `judging jobs left in the queue ${result.jobsLeft}`,
  result.unexpectedExits > 0 && `processes that exited on their own ${result.unexpectedExits}`,
  result.lastFaultToAllJudgedMs === undefined
    ? 'not all judged'
    : result.lastFaultToAllJudgedMs > 30_000 &&
      `all judged ${(result.lastFaultToAllJudgedMs / 1000).toFixed(1)} s after the last fault (target 30 s)`,
].filter((m): m is string => typeof m === 'string');
console.log(missed.length === 0 ? 'faults: every target met' : `faults: missed: ${missed.join('; ')}`);
process.exit(missed.length === 0 ? 0 : 1);
