import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startMailbox } from './mailbox.ts';
import { type ShortContest, startShortContest } from './short-contest.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'apps/server/dist/server.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
export const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' } as const;

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the test SMTP server writes the mails the app sends (support/mailbox.ts). */
    mailDir: string;
    /** A contest started at setup that ends during the run (support/short-contest.ts). */
    shortContest: ShortContest;
  }
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

/** The machine's PostgreSQL, if it answers; otherwise the server starts its own embedded one. */
async function adminClient(): Promise<pg.Client | null> {
  const client = new pg.Client({ ...PG, database: 'postgres', connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return client;
  } catch {
    // Nothing to close after a failed connect; a failure to close is only worth a line.
    await client
      .end()
      .catch((e: unknown) => console.warn(`[e2e] closing the probe connection: ${String(e)}`));
    return null;
  }
}

/**
 * Databases of earlier runs that were killed before their teardown: the name carries the pid of
 * the run that made it, so one whose process is gone is dropped.
 */
async function dropAbandonedDatabases(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'codecoach\\_e2e\\_%'",
  );
  for (const { datname } of rows) {
    const pid = Number(/^codecoach_e2e_(\d+)_[0-9a-f]+$/.exec(datname)?.[1]);
    if (!pid) continue;
    try {
      process.kill(pid, 0);
    } catch {
      await admin
        .query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
        .catch((e: unknown) => console.warn(`[e2e] could not drop the abandoned ${datname}: ${String(e)}`));
    }
  }
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/api/health`);
      // The problem bank is seeded in the background: journeys need it in place.
      if (res.ok && ((await res.json()) as { bank?: { ready?: boolean } }).bank?.ready) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(
    `The server did not become healthy (exit code ${child.exitCode}). Last log lines:\n${tail}`,
  );
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const file of [SERVER, WEB_INDEX]) {
    if (!fs.existsSync(file))
      throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` first.`);
  }
  fs.mkdirSync(ARTIFACTS, { recursive: true });

  const port = await freePort();
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codecoach-e2e-mail-'));
  const mailbox = await startMailbox(mailDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_MODE: 'true',
    NODE_ENV: 'test',
    JUDGE_ALLOW_UNSANDBOXED: 'false',
    // Every journey signs in from 127.0.0.1; the default per-IP limit is sized for people, not suites.
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    LOG_LEVEL: 'warn',
    // The app's e-mail goes to the journeys' own SMTP server, its links to this server.
    SMTP_URL: mailbox.url,
    MAIL_FROM: 'CodeCoach <no-reply@codecoach.test>',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  delete env.DATABASE_URL;

  const admin = await adminClient();
  if (admin) await dropAbandonedDatabases(admin);
  const dbName = `codecoach_e2e_${process.pid}_${randomBytes(3).toString('hex')}`;
  let dataDir: string | null = null;
  if (admin) {
    await admin.query(`CREATE DATABASE ${dbName}`);
    env.DATABASE_URL = `postgres://${PG.user}@${PG.host}:${PG.port}/${dbName}`;
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codecoach-e2e-'));
    env.DATA_DIR = dataDir;
    delete env.EMBEDDED_PG_PORT;
    env.EMBEDDED_PG_PORT = String(await freePort());
  }

  const logFile = path.join(ARTIFACTS, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [SERVER], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  const baseURL = `http://127.0.0.1:${port}`;
  // A run killed by a signal never reaches teardown; at least do not leave the server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const teardown = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    fs.closeSync(log);
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    await mailbox.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, logFile);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);
  try {
    project.provide('shortContest', await startShortContest(baseURL));
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
