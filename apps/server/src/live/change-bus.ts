import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { z } from 'zod';
import { bestEffort } from '../lib/best-effort.ts';

const RECONNECT_MS = 1000;

/**
 * One kind of live note, on its own PostgreSQL channel (NOTIFY payloads are capped at 8 KB, so a
 * note says what changed and the reader reads it): declared by the module whose changes it
 * announces, and listened to by every process's change bus.
 */
export interface Topic<N> {
  readonly channel: string;
  readonly schema: z.ZodType<N>;
  /** What a subscriber follows: a submission's id, a generation's, a contest's. */
  keyOf(note: N): string;
}

export function defineTopic<N>(channel: string, schema: z.ZodType<N>, keyOf: (note: N) => string): Topic<N> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  return { channel, schema, keyOf };
}

/** Sends a note now. */
export async function publish<N>(pool: pg.Pool, topic: Topic<N>, note: N): Promise<void> {
  await pool.query('select pg_notify($1, $2)', [topic.channel, JSON.stringify(note)]);
}

/**
 * The same note as part of another statement, sent when it commits and only if `from` (a CTE of
 * that statement) has a row: a verdict note goes out with the verdict it announces.
 */
export function notifySql<N>(topic: Topic<N>, note: N, from: SQL): SQL {
  return sql`select pg_notify(${topic.channel}, ${JSON.stringify(note)}) from ${from}`;
}

/**
 * Live notes between processes over PostgreSQL LISTEN/NOTIFY: one listening connection per
 * process for every topic, reconnecting until closed, fanned out in memory to the subscribers (the
 * submission, generation and contest streams), so any API server streams what any worker or
 * server announces. Notes sent while the connection was down are lost: `onReconnect` tells those
 * who derive state from notes to rebuild it, and every stream re-reads what it shows on its own.
 */
export function createChangeBus(connectionString: string, topics: ReadonlyArray<Topic<unknown>>) {
  const byChannel = new Map(topics.map((t) => [t.channel, t]));
  /** Per channel, per key, the subscribers (given the note as parsed JSON); the key '' holds those of every note. */
  const subscribers = new Map<string, Map<string, Set<(note: unknown) => void>>>();
  const reconnected = new Set<() => void>();
  let client: pg.Client | undefined;
  let closed = false;
  let connections = 0;

  const deliver = (channel: string, payload: string | undefined) => {
    const topic = byChannel.get(channel);
    const keys = subscribers.get(channel);
    if (!topic || !keys || !payload) return;
    let raw: unknown;
    try {
      raw = JSON.parse(payload);
    } catch {
      return; // not JSON: someone else's NOTIFY on our channel, ignored, never thrown
    }
    const parsed = topic.schema.safeParse(raw);
    if (!parsed.success) return;
    for (const fn of keys.get('') ?? []) fn(raw);
    for (const fn of keys.get(topic.keyOf(parsed.data)) ?? []) fn(raw);
  };

  const reconnectLater = () => {
    if (closed) return;
    setTimeout(() => void bestEffort('reconnecting the change bus', connect()), RECONNECT_MS);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({ connectionString, application_name: 'codecoach-changes' });
    c.on('notification', (msg) => deliver(msg.channel, msg.payload));
    let lost = false;
    const drop = () => {
      // A dropped connection (an error, or its end: the database may be restarting): listen
      // again on a new one, every RECONNECT_MS until the database answers.
      if (lost) return;
      lost = true;
      if (client === c) client = undefined;
      void bestEffort('closing the lost change bus connection', c.end());
      reconnectLater();
    };
    c.on('error', drop);
    c.on('end', drop);
    try {
      await c.connect();
      for (const channel of byChannel.keys()) await c.query(`listen ${channel}`);
    } catch (e) {
      drop();
      throw e;
    }
    client = c;
    if (connections++ > 0) for (const fn of reconnected) fn();
  }

  const add = <N>(topic: Topic<N>, key: string, fn: (note: N) => void): (() => void) => {
    if (byChannel.get(topic.channel) !== topic)
      throw new Error(`the change bus has no topic ${topic.channel}`);
    let keys = subscribers.get(topic.channel);
    if (!keys) {
      keys = new Map();
      subscribers.set(topic.channel, keys);
    }
    let set = keys.get(key);
    if (!set) {
      set = new Set();
      keys.set(key, set);
    }
    // Each subscriber gets the note as its topic's type (checked again: notes are small).
    const f = (raw: unknown) => {
      const parsed = topic.schema.safeParse(raw);
      if (parsed.success) fn(parsed.data);
    };
    set.add(f);
    return () => {
      set.delete(f);
      if (set.size === 0) keys.delete(key);
    };
  };

  return {
    /** Calls `fn` with every note of `topic` about `key` until the returned function is called. */
    subscribe: <N>(topic: Topic<N>, key: string, fn: (note: N) => void) => add(topic, key, fn),
    /** Calls `fn` with every note of `topic` until the returned function is called. */
    listen: <N>(topic: Topic<N>, fn: (note: N) => void) => add(topic, '', fn),
    /** Runs `fn` after every reconnection (notes sent while the connection was down were lost). */
    onReconnect(fn: () => void): () => void {
      reconnected.add(fn);
      return () => reconnected.delete(fn);
    },
    /** Connects and listens on every topic; reconnects on its own after a loss, until closed. */
    start: connect,
    async close(): Promise<void> {
      closed = true;
      if (client) await bestEffort('closing the change bus', client.end());
    },
  };
}
export type ChangeBus = ReturnType<typeof createChangeBus>;
