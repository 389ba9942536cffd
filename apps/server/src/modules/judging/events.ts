import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';

/** Small progress notes; a verdict note only says "look it up" (NOTIFY payloads are capped at 8 KB). */
export type ProgressNote =
  | { id: string; phase: 'queued' }
  | { id: string; phase: 'compiling' }
  | { id: string; phase: 'running'; test: number; total: number }
  | { id: string; phase: 'verdict' };

const CHANNEL = 'cc_submission_events';

/**
 * Live submission events over PostgreSQL LISTEN/NOTIFY, so any API server can stream any
 * submission, wherever it is judged. One listening connection per process, fanned out in memory.
 */
export function createEventBus(connectionString: string) {
  const subscribers = new Map<string, Set<(note: ProgressNote) => void>>();
  let client: pg.Client | undefined;
  let closed = false;

  async function listen(): Promise<void> {
    const c = new pg.Client({ connectionString, application_name: 'codecoach-events' });
    c.on('notification', (msg) => {
      if (!msg.payload) return;
      let note: ProgressNote;
      try {
        note = JSON.parse(msg.payload) as ProgressNote;
      } catch {
        return;
      }
      for (const fn of subscribers.get(note.id) ?? []) fn(note);
    });
    c.on('error', () => {
      // Reconnect after a dropped connection; missed progress is harmless because a stream
      // re-reads the submission when its verdict note arrives or when it (re)connects.
      client = undefined;
      if (!closed) setTimeout(() => void listen().catch(() => {}), 1000);
    });
    await c.connect();
    await c.query(`listen ${CHANNEL}`);
    client = c;
  }

  return {
    start: listen,
    async publish(pool: pg.Pool, note: ProgressNote): Promise<void> {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(note)]);
    },
    /**
     * The same note as part of another statement, sent when it commits and only if `from` (a
     * CTE of that statement) has a row: a verdict note goes out with the verdict it announces.
     */
    noteSql(note: ProgressNote, from: SQL): SQL {
      return sql`select pg_notify(${CHANNEL}, ${JSON.stringify(note)}) from ${from}`;
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
      await client?.end().catch(() => {});
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
