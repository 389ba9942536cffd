import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/pg.ts';
import { createChangeBus, defineTopic, notifySql, publish } from './change-bus.ts';

const A = defineTopic('cc_test_a', z.object({ id: z.string(), n: z.number() }), (x) => x.id);
const B = defineTopic('cc_test_b', z.object({ room: z.string() }), (x) => x.room);

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let bus: ReturnType<typeof createChangeBus>;

beforeAll(async () => {
  db = await createTestDatabase(inject('pgAdminUrl'));
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  bus = createChangeBus(db.url, [A, B]);
  await bus.start();
});

afterAll(async () => {
  await bus?.close();
  await pool?.end();
  await db?.drop();
});

/** Resolves with `read()` once `until` holds of it (or fails after 5 s). */
async function waitFor<T>(read: () => T, until: (v: T) => boolean): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = read();
    if (until(v)) return v;
    if (Date.now() - t0 > 5_000) throw new Error(`timed out with ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the change bus', () => {
  it('delivers each topic’s notes to the subscribers of their key and to listeners of all', async () => {
    const one: number[] = [];
    const all: string[] = [];
    const rooms: string[] = [];
    const stops = [
      bus.subscribe(A, 'one', (x) => one.push(x.n)),
      bus.listen(A, (x) => all.push(`${x.id}:${x.n}`)),
      bus.listen(B, (x) => rooms.push(x.room)),
    ];
    await publish(pool, A, { id: 'one', n: 1 });
    await publish(pool, A, { id: 'two', n: 2 });
    await publish(pool, B, { room: 'r' });
    await waitFor(
      () => [all.length, rooms.length],
      ([a, r]) => a === 2 && r === 1,
    );
    expect(one).toEqual([1]);
    expect(all).toEqual(['one:1', 'two:2']);
    expect(rooms).toEqual(['r']);
    for (const stop of stops) stop();
    await publish(pool, A, { id: 'one', n: 3 });
    await publish(pool, B, { room: 'after' });
    // The last note of a channel that still has a listener arrives; nothing reaches the stopped ones.
    const later: string[] = [];
    const stop = bus.listen(B, (x) => later.push(x.room));
    await publish(pool, B, { room: 'seen' });
    await waitFor(
      () => later,
      (l) => l.includes('seen'),
    );
    stop();
    expect(one).toEqual([1]);
    expect(rooms).toEqual(['r']);
  });

  it('ignores a payload that is not one of the topic’s notes, and goes on', async () => {
    const got: number[] = [];
    const stop = bus.subscribe(A, 'x', (x) => got.push(x.n));
    await pool.query(`select pg_notify('cc_test_a', 'not json')`);
    await pool.query(`select pg_notify('cc_test_a', '{"id":"x","n":"not a number"}')`);
    await publish(pool, A, { id: 'x', n: 7 });
    await waitFor(
      () => got,
      (g) => g.length > 0,
    );
    expect(got).toEqual([7]);
    stop();
  });

  it('sends a note written with a statement only when the statement has a row, at commit', async () => {
    const got: number[] = [];
    const stop = bus.subscribe(A, 'tx', (x) => got.push(x.n));
    const db = drizzle(pool);
    await db.transaction(async (tx) => {
      for (const [n, row] of [
        [1, false],
        [2, true],
      ] as const)
        await tx.execute(sql`with r as (select 1 where ${row}) ${notifySql(A, { id: 'tx', n }, sql`r`)}`);
      await new Promise((r) => setTimeout(r, 200));
      expect(got).toEqual([]); // nothing before the commit
    });
    await waitFor(
      () => got,
      (g) => g.length > 0,
    );
    expect(got).toEqual([2]);
    stop();
  });

  it('listens again after its connection is killed, and says so to those who rebuild', async () => {
    let reconnections = 0;
    const stopReconnect = bus.onReconnect(() => reconnections++);
    const got: number[] = [];
    const stop = bus.subscribe(A, 'back', (x) => got.push(x.n));
    await pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = 'codecoach-changes' and datname = current_database()`,
    );
    await waitFor(
      () => reconnections,
      (n) => n === 1,
    );
    await publish(pool, A, { id: 'back', n: 42 });
    await waitFor(
      () => got,
      (g) => g.length > 0,
    );
    expect(got).toEqual([42]);
    stop();
    stopReconnect();
  });
});
