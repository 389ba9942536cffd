/**
 * A contest's start, on loopback, against the built server as `npm start` runs it (judge workers
 * included): BENCH_PARTICIPANTS (300) registered learners open problem A at the start, then submit
 * for BENCH_SUBMIT_SECONDS (60) at BENCH_RATE (5) submissions/s (the 10/s over 2 minutes is
 * more than 2 shared cores judge: set BENCH_RATE=10 BENCH_SUBMIT_SECONDS=120 on a bigger machine),
 * while BENCH_VIEWERS (500) viewers hold the scoreboard stream, and a practice submission goes in
 * every 2 s beside them. Reports: problem-page and submit p50/p95/p99, errors, submissions lost,
 * verdict-to-viewer latency over every (verdict, viewer) pair, time to verdict of contest vs
 * practice submissions, and the rating computation time for 10,000 participants.
 *
 * Run: `npm run bench:contest` (after `npm run build`). Needs PostgreSQL at
 * postgres://postgres@127.0.0.1:5432 (or BENCH_PG_URL). Results: bench/contest/RESULTS.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { newToken, tokenHash } from '../../apps/server/src/modules/auth/tokens.ts';
import { codeforcesRatings } from '../../apps/server/src/modules/contests/ratings.ts';
import { freePort } from '../api/servers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'apps/server/dist/server.js');
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'bench_contest';
const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 300);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 5);
const SUBMIT_SECONDS = Number(process.env.BENCH_SUBMIT_SECONDS ?? 60);
const log = (m: string) => console.log(m);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))] as number) : Number.NaN;
};
const summary = (xs: number[]) =>
  `n=${xs.length} p50=${pct(xs, 50).toFixed(0)} p95=${pct(xs, 95).toFixed(0)} p99=${pct(xs, 99).toFixed(0)} max=${pct(xs, 100).toFixed(0)} ms`;

async function startServer(url: string): Promise<{ base: string; child: ChildProcess }> {
  if (!fs.existsSync(SERVER)) throw new Error('apps/server/dist/server.js is missing: run npm run build');
  const port = await freePort();
  const out = fs.openSync(path.join(os.tmpdir(), `codecoach-bench-contest-${process.pid}.log`), 'w');
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SUBMISSIONS_PENDING_PER_USER: '20',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1800; i++) {
    try {
      const h = (await (await fetch(`${base}/api/health`)).json()) as { bank?: { ready?: boolean } };
      if (h.bank?.ready) return { base, child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the server did not get ready');
}

async function call(base: string, token: string, method: string, url: string, body?: unknown) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: res.status, json, ms: performance.now() - t0 };
}

/** A viewer on the stream: when each `change` event id arrived. */
function viewer(base: string, contestId: string, token: string) {
  const arrivals = new Map<string, number>();
  let buffer = '';
  const req = http.get(`${base}/api/contests/${contestId}/events?token=${token}`, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      const now = Date.now();
      buffer += chunk;
      let i = buffer.indexOf('\n\n');
      while (i >= 0) {
        const block = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (block.startsWith('event: change')) {
          const id = /\nid: (\d+)/.exec(block)?.[1];
          if (id && !arrivals.has(id)) arrivals.set(id, now);
        }
        i = buffer.indexOf('\n\n');
      }
    });
  });
  req.on('error', () => {});
  return { arrivals, close: () => req.destroy() };
}

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.query(`create database ${DB}`);
  await admin.end();
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DB}`;
  const url = u.toString();
  log(
    `bench/contest: ${PARTICIPANTS} participants, ${VIEWERS} viewers, ${RATE}/s for ${SUBMIT_SECONDS} s; ${os.availableParallelism()} cores (shared)`,
  );
  const server = await startServer(url);
  const db = new pg.Pool({ connectionString: url, max: 4 });
  try {
    // Learners and an admin, with sessions, straight into the database (sign-up is rate limited per IP).
    const tokens: string[] = [];
    const ids: string[] = [];
    for (let i = 0; i <= PARTICIPANTS + 1; i++) {
      const { rows } = await db.query<{ id: string }>(
        `insert into users (name, email, password_hash, role) values ($1, $2, 'x', $3) returning id`,
        [`Bench ${i}`, `bench${i}@example.com`, i === 0 ? 'admin' : 'user'],
      );
      const token = newToken();
      await db.query(
        `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
        [rows[0]?.id, tokenHash(token)],
      );
      tokens.push(token);
      ids.push(rows[0]?.id as string);
    }
    const [adminToken, practiceToken] = [tokens[0] as string, tokens[PARTICIPANTS + 1] as string];
    const learners = tokens.slice(1, PARTICIPANTS + 1);
    const { rows: probs } = await db.query<{ id: string; slug: string; solutions: Record<string, string> }>(
      `select id, slug, solutions from problems where slug in ('two-sum', 'valid-parentheses', 'climbing-stairs') order by slug`,
    );
    const startsIn = 30 + Math.ceil(PARTICIPANTS / 5);
    const startAt = Date.now() + startsIn * 1000;
    const made = await call(server.base, adminToken, 'POST', '/contests', {
      name: 'Bench Contest',
      type: 'special',
      format: 'icpc',
      startTime: new Date(startAt).toISOString(),
      duration: 30,
      problems: probs.map((p) => ({ problemId: p.id, points: 500 })),
      visibility: 'public',
    });
    const contestId = (made.json?.data as { contestId?: string } | undefined)?.contestId;
    if (!contestId)
      throw new Error(`could not create the contest: ${made.status} ${JSON.stringify(made.json)}`);
    const reg: number[] = [];
    for (const t of learners) {
      const r = await call(server.base, t, 'POST', `/contests/${contestId}/register`, {});
      if (r.status !== 201) throw new Error(`register ${r.status}`);
      reg.push(r.ms);
    }
    log(`register: ${summary(reg)}`);
    const viewers = Array.from({ length: VIEWERS }, (_, i) =>
      viewer(server.base, contestId, learners[i % learners.length] as string),
    );
    while (Date.now() < startAt - 8000) await new Promise((r) => setTimeout(r, 100));

    // The baseline, side by side: the same burst on GET /api/auth/me (the cheapest signed-in read).
    const me = await Promise.all(learners.map((t) => call(server.base, t, 'GET', '/auth/me')));
    log(`baseline burst GET /api/auth/me just before T0: ${summary(me.map((r) => r.ms))}`);
    while (Date.now() < startAt + 500) await new Promise((r) => setTimeout(r, 100));
    // T0: everyone opens problem A at once.
    const page = await Promise.all(
      learners.map((t) => call(server.base, t, 'GET', `/contests/${contestId}/problems/A`)),
    );
    const pageErrors = page.filter((r) => r.status !== 200).length;
    log(`problem page at T0: ${summary(page.map((r) => r.ms))}, errors ${pageErrors}`);
    log(
      `problem page / auth/me p50 ratio: ${(
        pct(
          page.map((r) => r.ms),
          50,
        ) /
          pct(
            me.map((r) => r.ms),
            50,
          )
      ).toFixed(2)}`,
    );

    // Submissions at RATE/s, a practice one every 2 s.
    const submits: Array<{ status: number; ms: number; id?: string }> = [];
    const practice: string[] = [];
    const total = RATE * SUBMIT_SECONDS;
    const t0 = Date.now();
    const inflight: Array<Promise<void>> = [];
    for (let i = 0; i < total; i++) {
      const due = t0 + (i * 1000) / RATE;
      while (Date.now() < due) await new Promise((r) => setTimeout(r, Math.max(1, due - Date.now())));
      const p = probs[i % probs.length] as (typeof probs)[number];
      const right = i % 3 !== 0;
      const code = right ? (p.solutions.javascript ?? '') : 'var f = 1;';
      const token = learners[i % learners.length] as string;
      inflight.push(
        call(server.base, token, 'POST', '/submissions', {
          problemId: p.id,
          contestId,
          language: 'javascript',
          code,
        }).then((r) => {
          submits.push({
            status: r.status,
            ms: r.ms,
            id: (r.json?.data as { submission?: { _id: string } })?.submission?._id,
          });
        }),
      );
      if (i % (RATE * 2) === 0)
        inflight.push(
          call(server.base, practiceToken, 'POST', '/submissions', {
            problemId: p.id,
            language: 'javascript',
            code: p.solutions.javascript,
          }).then((r) => {
            const id = (r.json?.data as { submission?: { _id: string } })?.submission?._id;
            if (id) practice.push(id);
          }),
        );
    }
    await Promise.all(inflight);
    const accepted = submits.filter((s) => s.status === 202);
    log(`submit: ${summary(submits.map((s) => s.ms))}, errors ${submits.length - accepted.length}`);

    // Wait for every verdict (at most 10 minutes), then for the viewers' last events.
    const deadline = Date.now() + 600_000;
    for (;;) {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from submissions where status = 'pending'`,
      );
      if ((rows[0]?.n ?? 0) === 0 || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    await new Promise((r) => setTimeout(r, 3000));
    const { rows: stored } = await db.query<{ id: string; status: string }>(
      `select id, status from submissions where id = any($1::uuid[])`,
      [accepted.map((s) => s.id)],
    );
    const lost = accepted.length - stored.filter((s) => s.status !== 'pending').length;
    log(`submissions lost (202 but no verdict or row): ${lost} of ${accepted.length}`);

    const { rows: verdicts } = await db.query<{ id: string; at: Date }>(
      `select id::text, at from contest_events where contest_id = $1 and status <> 'pending'`,
      [contestId],
    );
    const latencies: number[] = [];
    let missing = 0;
    for (const v of viewers) {
      for (const e of verdicts) {
        const got = v.arrivals.get(e.id);
        if (got === undefined) missing++;
        else latencies.push(got - e.at.getTime());
      }
      v.close();
    }
    log(
      `verdict -> every viewer: ${summary(latencies)}, missing ${missing} of ${verdicts.length * viewers.length}`,
    );

    const turnaround = async (where: string, params: unknown[]) =>
      (
        await db.query<{ ms: number }>(
          `select extract(epoch from judged_at - submitted_at) * 1000 as ms from submissions where ${where} and judged_at is not null`,
          params,
        )
      ).rows.map((r) => Number(r.ms));
    log(
      `time to verdict (queue wait + judging), contest: ${summary(await turnaround('contest_id = $1', [contestId]))}`,
    );
    log(
      `time to verdict (queue wait + judging), practice: ${summary(await turnaround('id = any($1::uuid[])', [practice]))}`,
    );

    // Ratings for 10,000 participants: the formula alone, median of 5 runs.
    const field = Array.from({ length: 10_000 }, (_, i) => ({
      userId: `u${i}`,
      rank: i + 1,
      rating: 1200 + ((i * 7919) % 1400),
    }));
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = performance.now();
      codeforcesRatings(field);
      times.push(performance.now() - a);
    }
    log(`ratings for 10,000 participants: median ${pct(times, 50).toFixed(0)} ms (5 runs)`);
  } finally {
    await db.end();
    server.child.kill('SIGTERM');
  }
}

await main();
