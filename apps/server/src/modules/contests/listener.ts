import pg from 'pg';
import { bestEffort } from '../../lib/best-effort.ts';

const RECONNECT_MS = 1000;

/**
 * LISTEN on one PostgreSQL channel with its own connection, reconnecting until closed. `onReady`
 * runs after every (re)connection: notifications sent while the connection was down are lost, so
 * the caller rebuilds what it derived from them.
 */
export function createChannelListener(opts: {
  connectionString: string;
  channel: string;
  onNotify: (payload: string) => void;
  onReady?: (reconnected: boolean) => void;
}) {
  let client: pg.Client | undefined;
  let closed = false;
  let connections = 0;

  const later = () => {
    if (closed) return;
    setTimeout(() => void bestEffort('reconnecting the contest listener', () => listen()), RECONNECT_MS);
  };

  async function listen(): Promise<void> {
    const c = new pg.Client({
      connectionString: opts.connectionString,
      application_name: 'codecoach-contests',
    });
    c.on('notification', (msg) => {
      if (msg.payload) opts.onNotify(msg.payload);
    });
    let lost = false;
    const drop = () => {
      if (lost) return;
      lost = true;
      if (client === c) client = undefined;
      void bestEffort('closing the lost contest listener', c.end());
      later();
    };
    c.on('error', drop);
    c.on('end', drop);
    try {
      await c.connect();
      await c.query(`listen ${opts.channel}`);
    } catch (e) {
      drop();
      throw e;
    }
    client = c;
    opts.onReady?.(connections++ > 0);
  }

  return {
    start: listen,
    async close(): Promise<void> {
      closed = true;
      if (client) await bestEffort('closing the contest listener', client.end());
    },
  };
}
