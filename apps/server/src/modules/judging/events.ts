import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { bestEffort } from '../../lib/best-effort.ts';

/** Small progress notes; a verdict note only says "look it up" (NOTIFY payloads are capped at 8 KB). */
const ProgressNote = z.discriminatedUnion('phase', [
  z.object({ id: z.string(), phase: z.literal('queued') }),
  z.object({ id: z.string(), phase: z.literal('compiling') }),
  z.object({ id: z.string(), phase: z.literal('running'), test: z.number(), total: z.number() }),
  z.object({ id: z.string(), phase: z.literal('verdict') }),
]);
export type ProgressNote = z.infer<typeof ProgressNote>;

const CHANNEL = 'cc_submission_events';
const RECONNECT_MS = 1000;

/** A note read from the channel, or undefined for a payload that is not one (never thrown at the listener). */
function parseNote(payload: string | undefined): ProgressNote | undefined {
  if (!payload) return undefined;
  try {
    const parsed = ProgressNote.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // not JSON: someone else's NOTIFY on our channel
  }
}

/**
 * The same note as part of another statement, sent when it commits and only if `from` (a CTE of
 * that statement) has a row: a verdict note goes out with the verdict it announces.
 */
export function noteSql(note: ProgressNote, from: SQL): SQL {
  return sql`select pg_notify(${CHANNEL}, ${JSON.stringify(note)}) from ${from}`;
}

/**
 * Live submission events over PostgreSQL LISTEN/NOTIFY, so any API server can stream any
 * submission, wherever it is judged. One listening connection per process, fanned out in memory.
 */
export function createEventBus(connectionString: string) {
  const subscribers = new Map<string, Set<(note: ProgressNote) => void>>();
  let client: pg.Client | undefined;
  let closed = false;

  // Missed progress is harmless: a stream re-reads the submission when its verdict note arrives
  // or when it (re)connects. A failed attempt tries again until the bus is closed.
  const reconnectLater = () => {
    if (closed) return;
    setTimeout(
      () => void bestEffort('reconnecting the event listener', listen().catch(reconnectAfter)),
      RECONNECT_MS,
    );
  };
  const reconnectAfter = (err: unknown): never => {
    reconnectLater();
    throw err;
  };

  async function listen(): Promise<void> {
    const c = new pg.Client({ connectionString, application_name: 'codecoach-events' });
    c.on('notification', (msg) => {
      const note = parseNote(msg.payload);
      if (note) for (const fn of subscribers.get(note.id) ?? []) fn(note);
    });
    let lost = false;
    const reconnect = () => {
      // A dropped connection (an error, or its end: the database may be restarting): listen
      // again on a new one, every RECONNECT_MS until the database answers.
      if (lost) return;
      lost = true;
      if (client === c) client = undefined;
      void bestEffort('closing the lost event listener', c.end());
      reconnectLater();
    };
    c.on('error', reconnect);
    c.on('end', reconnect);
    try {
      await c.connect();
      await c.query(`listen ${CHANNEL}`);
    } catch (e) {
      lost = true;
      void bestEffort('closing the event listener that failed to start', c.end());
      throw e;
    }
    client = c;
  }

  return {
    start: listen,
    async publish(pool: pg.Pool, note: ProgressNote): Promise<void> {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(note)]);
    },
    subscribe(id: string, fn: (note: ProgressNote) => void): () => void {
      let set = subscribers.get(id);
      if (!set) {
        set = new Set();
        subscribers.set(id, set);
      }
      set.add(fn);
      return () => {
        set.delete(fn);
        if (set.size === 0) subscribers.delete(id);
      };
    },
    async close(): Promise<void> {
      closed = true;
      if (client) await bestEffort('closing the event listener', client.end());
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
