/**
 * bench/hosts: the README's scale-out deployment across test hosts, against the same load on one
 * machine's loopback (issue 27, part 1; docs/decisions/032-test-hosts.md).
 *
 * Two setups, one after the other in the same run, each on a fresh PostgreSQL cluster:
 * - hosts: PostgreSQL, two API servers (JUDGE_WORKERS=0), two `npm run worker` hosts (one judge
 *   slot each) and the load generator, each a network namespace on a private /24
 *   (apps/server/test/hosts.ts); each submission is posted to one API server, in turn, and
 *   followed live (Server-Sent Events) on the other;
 * - loopback: the same PostgreSQL and one API server judging with two slots, all on 127.0.0.1,
 *   the client on the same machine.
 * The same load through each: HOSTS_SUBMISSIONS (100) accepted Two Sum solutions in JavaScript,
 * Python, Java and C++ in turn, from HOSTS_CONCURRENCY (4) learners, each sending its next once the
 * last is judged (one language of each first, to warm the compilers, not counted).
 *
 * Reported per setup: lost (taken, no verdict), verdicts written more than once (by the trigger
 * of host-stage.ts) or counted more than once (problem counters against the rows), wrong verdicts,
 * claims per submission, who made the rows and who wrote the verdicts (by the address PostgreSQL
 * saw), submit-to-verdict p50/p95 (the client host's clock, from the POST leaving to the verdict
 * event arriving), overall and per language, throughput; then the ratio hosts / loopback.
 *
 * Run (as root): `npm run bench:hosts`. Results in bench/hosts/RESULTS.md.
 */
import os from 'node:os';
import { AuthResponse, LANGUAGES, SubmissionEvent, SubmitResponse } from '@codecoach/contracts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { seedProblems } from '../../apps/server/src/modules/problems/seed.ts';
import { twoSumFixture } from '../../apps/server/test/builders.ts';
import {
  type Stage,
  startHostsStage,
  startLoopbackStage,
  writes,
} from '../../apps/server/test/host-stage.ts';
import { hostsUnsupported } from '../../apps/server/test/hosts.ts';

const N = Number(process.env.HOSTS_SUBMISSIONS ?? 100);
const CONCURRENCY = Number(process.env.HOSTS_CONCURRENCY ?? 4);
const LANGS = ['javascript', 'python', 'java', 'cpp'] as const;
type Lang = (typeof LANGS)[number];
/** A verdict not in after this long counts as lost. */
const VERDICT_TIMEOUT_MS = 5 * 60_000;
const SERVER_ENV = { AUTH_RATE_LIMIT_PER_IP: '100000', LOG_LEVEL: 'warn' };
const FIXTURE = twoSumFixture({ slug: 'hosts-bench' });

const log = (m: string) => console.log(`[hosts ${new Date().toISOString().slice(11, 19)}] ${m}`);

interface Sent {
  id: string;
  language: Lang;
  status?: string;
  /** POST leaving the client to the verdict event arriving, ms (client host's clock). */
  ms?: number;
  counted: boolean;
}

interface Outcome {
  setup: string;
  sent: Sent[];
  wallMs: number;
  lost: number;
  /** A verdict in the database that its stream did not bring within VERDICT_TIMEOUT_MS. */
  missedLive: number;
  wrong: number;
  twiceWritten: number;
  counterMismatch: number;
  claims: Record<string, number>;
  madeBy: Record<string, number>;
  judgedBy: Record<string, number>;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? Number.NaN) : Number.NaN;
};
const tally = (xs: string[]) => {
  const out: Record<string, number> = {};
  for (const x of xs) out[x] = (out[x] ?? 0) + 1;
  return out;
};

/** One submission: posted through `via`, followed on `follow`, timed on the client. */
async function submitOne(
  stage: Stage,
  token: string,
  problemId: string,
  language: Lang,
  via: string,
  follow: string,
  counted: boolean,
): Promise<Sent> {
  const code = FIXTURE.solutions[language] ?? '';
  const posted = await stage.client.request('POST', `${via}/api/submissions`, token, {
    problemId,
    language,
    code,
  });
  if (posted.status !== 202) throw new Error(`submit: ${posted.status} ${JSON.stringify(posted.body)}`);
  const id = SubmitResponse.parse(posted.body).data.submission._id;
  const stream = stage.client.stream(`${follow}/api/submissions/${id}/events`, token);
  try {
    const e = await stream.until((x) => x.event === 'verdict', VERDICT_TIMEOUT_MS);
    const v = SubmissionEvent.parse(e.data);
    return {
      id,
      language,
      counted,
      ms: e.at - posted.sentAt,
      ...(v.phase === 'verdict' ? { status: v.submission.status } : {}),
    };
  } catch {
    return { id, language, counted }; // no verdict: lost
  } finally {
    stream.close();
  }
}

async function runLoad(setup: string, stage: Stage, problemId: string): Promise<Outcome> {
  const urls = stage.servers.map((s) => s.url);
  // Through two servers, each submission is followed on the other one than it was posted to.
  const route = (n: number) => ({
    via: urls[n % urls.length] ?? '',
    follow: urls[(n + 1) % urls.length] ?? '',
  });
  const tokens: string[] = [];
  for (let i = 0; i < CONCURRENCY; i++) {
    const r = await stage.client.json(
      AuthResponse,
      'POST',
      `${urls[i % urls.length]}/api/auth/register`,
      undefined,
      {
        name: `Hosts Learner ${i}`,
        email: `hosts-bench-${i}@example.com`,
        password: 'a-long-bench-passphrase',
      },
    );
    tokens.push(r.token);
  }
  const sent: Sent[] = [];
  log(`${setup}: warming up (one of each language)`);
  for (const [i, language] of LANGS.entries()) {
    const { via, follow } = route(i);
    sent.push(await submitOne(stage, tokens[0] ?? '', problemId, language, via, follow, false));
  }
  log(`${setup}: ${N} submissions from ${CONCURRENCY} learners`);
  let next = 0;
  const t0 = Date.now();
  await Promise.all(
    tokens.map(async (token) => {
      for (let n = next++; n < N; n = next++) {
        const { via, follow } = route(n);
        sent.push(
          await submitOne(
            stage,
            token,
            problemId,
            LANGS[n % LANGS.length] ?? 'javascript',
            via,
            follow,
            true,
          ),
        );
      }
    }),
  );
  const wallMs = Date.now() - t0;

  // Every verdict in the database, not just on the streams.
  const rows = await stage.sql<{ id: string; status: string; judge_attempts: number }>(
    'select id, status, judge_attempts from submissions',
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const traced = await writes(stage.database);
  const verdictWrites = tally(traced.filter((w) => w.op === 'verdict').map((w) => w.submission_id));
  const [counters] = await stage.sql<{ submissions_count: number; accepted_count: number }>(
    'select submissions_count, accepted_count from problems where id = $1',
    [problemId],
  );
  const accepted = rows.filter((r) => r.status === 'accepted').length;
  const name = hostNames(stage);
  return {
    setup,
    sent,
    wallMs,
    lost: sent.filter((s) => (byId.get(s.id)?.status ?? 'pending') === 'pending').length,
    missedLive: sent.filter((s) => s.status === undefined && byId.get(s.id)?.status !== 'pending').length,
    wrong: sent.filter((s) => s.status !== undefined && s.status !== 'accepted').length,
    twiceWritten: Object.values(verdictWrites).filter((n) => n > 1).length,
    counterMismatch:
      (counters?.submissions_count === rows.length ? 0 : 1) + (counters?.accepted_count === accepted ? 0 : 1),
    claims: tally(rows.map((r) => `${r.judge_attempts}x`)),
    madeBy: tally(traced.filter((w) => w.op === 'submitted').map((w) => name(w.client_addr))),
    judgedBy: tally(traced.filter((w) => w.op === 'verdict').map((w) => name(w.client_addr))),
  };
}

/** Addresses to the names of the hosts they belong to. */
function hostNames(stage: Stage): (addr: string) => string {
  const names = new Map<string, string>([
    ...stage.servers.map((s): [string, string] => [s.host.address, s.host.name]),
    ...stage.workers.map((w): [string, string] => [w.host.address, w.host.name]),
  ]);
  return (addr) => names.get(addr) ?? addr;
}

async function seed(database: Database): Promise<void> {
  await seedProblems(database.db, [FIXTURE]);
}

async function run(setup: string, start: () => Promise<Stage>): Promise<Outcome> {
  log(`${setup}: starting`);
  const stage = await start();
  const stop = () => void stage.destroy().finally(() => process.exit(130));
  process.once('SIGINT', stop);
  try {
    const [problem] = await stage.sql<{ id: string }>('select id from problems where slug = $1', [
      FIXTURE.slug,
    ]);
    return await runLoad(setup, stage, problem?.id ?? '');
  } finally {
    process.removeListener('SIGINT', stop);
    await stage.destroy();
  }
}

function report(outcomes: Outcome[]): void {
  const stats = (o: Outcome, lang?: Lang) => {
    const ms = o.sent
      .filter((s) => s.counted && s.ms !== undefined && (!lang || s.language === lang))
      .map((s) => s.ms ?? 0);
    return { p50: pct(ms, 0.5), p95: pct(ms, 0.95), n: ms.length };
  };
  const fmt = (r: Record<string, number>) =>
    Object.entries(r)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ');
  const row = (label: string, f: (o: Outcome) => string) => `| ${label} | ${outcomes.map(f).join(' | ')} |`;
  const lines = [
    `| ${N} submissions, ${CONCURRENCY} learners | ${outcomes.map((o) => o.setup).join(' | ')} |`,
    `|---|${outcomes.map(() => '---').join('|')}|`,
    row('**lost** (taken, no verdict)', (o) => `**${o.lost}**`),
    row('**verdicts written twice**', (o) => `**${o.twiceWritten}**`),
    row('**counters off** (problem counters vs rows)', (o) => `**${o.counterMismatch}**`),
    row('verdicts the live stream did not bring', (o) => String(o.missedLive)),
    row('wrong verdicts', (o) => String(o.wrong)),
    row('claims per submission', (o) => fmt(o.claims)),
    row('rows made by', (o) => fmt(o.madeBy)),
    row('verdicts written by', (o) => fmt(o.judgedBy)),
    row('submit to verdict p50 / p95', (o) => `${stats(o).p50} / ${stats(o).p95} ms`),
    ...LANGS.map((l) => row(`  ${l} p50 / p95`, (o) => `${stats(o, l).p50} / ${stats(o, l).p95} ms`)),
    row('all judged in', (o) => `${(o.wallMs / 1000).toFixed(1)} s`),
    row('throughput', (o) => `${((N / o.wallMs) * 1000).toFixed(2)} /s`),
  ];
  console.log(`\n${lines.join('\n')}\n`);
  const [hosts, loopback] = outcomes;
  if (hosts && loopback) {
    const ratio = (f: (o: Outcome) => number) => (f(hosts) / f(loopback)).toFixed(2);
    console.log(
      `hosts / loopback: p50 ${ratio((o) => stats(o).p50)}x, p95 ${ratio((o) => stats(o).p95)}x, ` +
        `wall time ${ratio((o) => o.wallMs)}x`,
    );
  }
  console.log(
    `machine: ${os.availableParallelism()} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end`,
  );
}

const unsupported = hostsUnsupported();
if (unsupported) {
  console.error(`bench:hosts needs network namespaces: ${unsupported}`);
  process.exit(1);
}
if (!LANGS.every((l) => LANGUAGES.includes(l))) throw new Error('a language of the load is not supported');
log(`load average ${os.loadavg()[0]?.toFixed(1)} at the start`);
const outcomes = [
  await run('hosts', () => startHostsStage({ serverEnv: SERVER_ENV, prepare: seed })),
  await run('loopback', () => startLoopbackStage({ judgeWorkers: 2, serverEnv: SERVER_ENV, prepare: seed })),
];
report(outcomes);
const bad = outcomes.some((o) => o.lost + o.missedLive + o.twiceWritten + o.counterMismatch + o.wrong > 0);
process.exit(bad ? 1 : 0);
