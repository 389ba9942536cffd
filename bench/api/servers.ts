/**
 * What the API benches share (bench/api, bench/surge): a bench database on the machine's
 * PostgreSQL, built servers started on it as real processes (no judge workers) and waited for
 * until their problem bank is ready, learners and submissions seeded as bench/progress does, and
 * a signed-in learner from the middle of the leaderboard.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect } from '../../apps/server/src/db/client.ts';
import { newToken, tokenHash } from '../../apps/server/src/modules/auth/tokens.ts';
import { rebuildProgress } from '../../apps/server/src/modules/progress/rebuild.ts';
import { freePort } from '../../apps/server/test/free-port.ts';
import { seed } from '../progress/seed.ts';

export { freePort };

const ROOT = path.resolve(import.meta.dirname, '../..');
/** This checkout's built server. */
export const SERVER = path.join(ROOT, 'apps/server/dist/server.js');
const ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** A cold bank build proves 152 problems on 2 cores. */
const BANK_TIMEOUT_MS = 45 * 60_000;

const log = (m: string) => console.log(m);

/** The URL of bench database `name` on the bench's PostgreSQL. */
export function databaseUrl(name: string): string {
  const u = new URL(ADMIN);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Bench database `name`, dropped first if it was there. */
export async function freshDatabase(name: string): Promise<string> {
  const c = new pg.Client({ connectionString: ADMIN });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.query(`create database ${name}`);
  await c.end();
  return databaseUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  const c = new pg.Client({ connectionString: ADMIN });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
}

export interface Server {
  name: string;
  base: string;
  child: ChildProcess;
  logFile: string;
}

/** A built server on the bench database (run from its own checkout), its output in a log file. */
export async function startServer(url: string, script: string, name: string): Promise<Server> {
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

export async function stopServer(server: Server): Promise<void> {
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

export async function waitForBank({ base, child, logFile }: Server): Promise<void> {
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
export async function addLearners(url: string, users: number, submissions: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await seed(client, { users, submissions, problems: 0 }, (m) => log(m));
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
export async function caller(url: string): Promise<{ token: string; problemIds: string[] }> {
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
