import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { DataDirInUseError, grantPassage, startEmbedded, stopOrphan } from './embedded.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codecoach-embedded-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('starts a real PostgreSQL in DATA_DIR, refuses a second server on the same folder, and stops cleanly', async () => {
  const dataDir = path.join(root, 'pg');
  const port = 56000 + Math.floor(Math.random() * 3000);
  const first = await startEmbedded({ dataDir, port });
  try {
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version') as v");
    expect(rows[0]?.v).toMatch(/^\d+/);
    await client.end();
    // The same folder from "another server" (this process pretends to be a second one by another pid in the lock).
    fs.writeFileSync(path.join(root, 'server.lock'), String(process.ppid));
    await expect(startEmbedded({ dataDir, port: port + 1 })).rejects.toThrow(DataDirInUseError);
    await expect(startEmbedded({ dataDir, port: port + 1 })).rejects.toThrow(/already using the data folder/);
    fs.writeFileSync(path.join(root, 'server.lock'), String(process.pid));
  } finally {
    await first.stop();
  }
  expect(fs.existsSync(path.join(root, 'server.lock'))).toBe(false);
  expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  // Data persists: a restart on the same folder finds the database again.
  const again = await startEmbedded({ dataDir, port });
  await again.stop();
}, 60_000);

it('lets the postgres system user pass through folders that lack the search bit, and says which', () => {
  const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'codecoach-passage-'));
  try {
    const inner = path.join(outer, 'checkout', 'node_modules');
    fs.mkdirSync(inner, { recursive: true });
    fs.chmodSync(outer, 0o700);
    fs.chmodSync(path.join(outer, 'checkout'), 0o750);
    const said: string[] = [];
    const granted = grantPassage(path.join(inner, 'initdb'), (m) => said.push(m));
    expect(granted).toEqual([outer, path.join(outer, 'checkout')]);
    expect(fs.statSync(outer).mode & 0o777).toBe(0o701);
    expect(fs.statSync(path.join(outer, 'checkout')).mode & 0o777).toBe(0o751);
    expect(said).toHaveLength(2);
    expect(said[0]).toContain(outer);
    // Nothing more to do the second time.
    expect(grantPassage(path.join(inner, 'initdb'), () => {})).toEqual([]);
  } finally {
    fs.rmSync(outer, { recursive: true, force: true });
  }
});

it('stops the PostgreSQL that a server which died without stopping left on the folder, then starts', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codecoach-orphan-'));
  const dataDir = path.join(dir, 'pg');
  const port = 59000 + Math.floor(Math.random() * 900);
  try {
    await startEmbedded({ dataDir, port }); // never stopped: its owner "dies"
    const orphan = Number.parseInt(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8'), 10);
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999'); // the dead owner's lock
    const said: string[] = [];
    const again = await startEmbedded({ dataDir, port, notice: (m) => said.push(m) });
    try {
      expect(said.join('\n')).toContain(`pid ${orphan}`);
      const client = new pg.Client({ connectionString: again.url });
      await client.connect();
      expect((await client.query('select 1 as one')).rows[0]).toEqual({ one: 1 });
      await client.end();
    } finally {
      await again.stop();
    }
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

it('leaves alone a process whose pid is in a stale postmaster.pid but is not that PostgreSQL', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codecoach-orphan-'));
  try {
    fs.writeFileSync(path.join(dir, 'postmaster.pid'), `${process.pid}\n${dir}\n`);
    expect(await stopOrphan(dir, () => {})).toBe(false); // this test process: alive, not postgres
    fs.writeFileSync(path.join(dir, 'postmaster.pid'), '999999999\n');
    expect(await stopOrphan(dir, () => {})).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
