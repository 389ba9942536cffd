import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../test/pg.ts';
import { connect, runMigrations } from './client.ts';
import { MIGRATIONS_DIR } from './open.ts';
import { isConnectionError, whileUnreachable } from './retry.ts';

/**
 * A real PostgreSQL behind a real TCP forwarder that resets (RST) the first connections it is
 * given after `resets` bytes from the server, as a dropped connection on a bad network does: the
 * worker's start (the migrations) must wait it out, not exit.
 */
let database: { url: string; drop: () => Promise<void> };
beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'), 'cc_retry');
});
afterAll(async () => {
  await database.drop();
});

async function forwarder(target: URL, resetFirst: number): Promise<{ port: number; close: () => void }> {
  let seen = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((a) => {
    const reset = seen++ < resetFirst;
    const b = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(a).add(b);
    a.on('error', () => b.destroy());
    b.on('error', () => a.destroy());
    a.pipe(b);
    // Dropped once the server has answered something (the start-up exchange is under way).
    b.once('data', (chunk) => {
      a.write(chunk);
      if (reset) {
        a.resetAndDestroy();
        b.resetAndDestroy();
      } else b.pipe(a);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

it('a start whose connections are dropped tries again and migrates, saying so each time', async () => {
  const target = new URL(database.url);
  const fwd = await forwarder(target, 2);
  const url = new URL(database.url);
  url.hostname = '127.0.0.1';
  url.port = String(fwd.port);
  const db = connect(url.toString(), 2);
  const said: string[] = [];
  try {
    await whileUnreachable('migrating', () => runMigrations(db, MIGRATIONS_DIR), {
      log: (m) => said.push(m),
    });
    const { rows } = await db.pool.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(rows[0]?.n).toBe(fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length);
  } finally {
    await db.close();
    fwd.close();
  }
  expect(said.length).toBeGreaterThanOrEqual(1);
  expect(said[0]).toMatch(/^migrating: the database could not be reached \(.+\); trying again in 1 s$/);
}, 60_000);

it('a refused connection is a connection failure; a failing statement is not, and is thrown at once', async () => {
  const closed = net.createServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
  const port = (closed.address() as net.AddressInfo).port;
  await new Promise<void>((r) => closed.close(() => r()));
  const nowhere = connect(`postgres://postgres@127.0.0.1:${port}/x`, 1);
  const refused = await nowhere.pool.query('select 1').catch((e: unknown) => e);
  await nowhere.close();
  expect(isConnectionError(refused)).toBe(true);

  // A migrations folder with a broken statement: the first attempt's error, no retry.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codecoach-bad-migration-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, '0000_bad.sql'), 'create tabel nope (id int);');
  fs.writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      // Later than every real migration, which the first test applied to this database.
      entries: [{ idx: 0, version: '7', when: 4_102_444_800_000, tag: '0000_bad', breakpoints: true }],
    }),
  );
  const db = connect(database.url, 1);
  const said: string[] = [];
  try {
    const err = await whileUnreachable('migrating', () => runMigrations(db, dir), {
      log: (m) => said.push(m),
    }).catch((e: unknown) => e);
    expect(isConnectionError(err)).toBe(false);
    expect(String((err as Error).cause ?? err)).toMatch(/syntax error/);
    expect(said).toEqual([]);
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
