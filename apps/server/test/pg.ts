import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbedded } from '../src/db/embedded.ts';
import { bestEffort } from '../src/lib/best-effort.ts';

/** The machine's PostgreSQL, if it answers (CI and dev machines here have one on 5432). */
export const LOCAL_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await bestEffort('closing the probe connection', client.end());
  }
}

/**
 * A PostgreSQL to create test databases in: the local one when it answers, otherwise an embedded
 * one started for this run in a temporary folder (removed at the end).
 */
export async function acquireTestServer(): Promise<{ adminUrl: string; release: () => Promise<void> }> {
  if (await canConnect(LOCAL_PG_URL)) return { adminUrl: LOCAL_PG_URL, release: async () => {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codecoach-test-pg-'));
  fs.chmodSync(dir, 0o755);
  const port = 55000 + Math.floor(Math.random() * 5000);
  const embedded = await startEmbedded({ dataDir: path.join(dir, 'pg'), port });
  return {
    adminUrl: embedded.url,
    release: async () => {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Creates a fresh database on the server behind `adminUrl` and returns its URL and a dropper. */
export async function createTestDatabase(
  adminUrl: string,
  prefix = 'cc_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}
