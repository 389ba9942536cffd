import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { bestEffort } from '../lib/best-effort.ts';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction of `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: statements that may run in either. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'codecoach' });
  // A client that loses its connection must not crash the process, idle in the pool or checked
  // out (a LISTEN connection, a worker's). An idle one is reported here; a checked-out one's
  // query in flight fails with the error, which its caller handles.
  pool.on('error', (err) => console.warn(`[codecoach] an idle database connection failed: ${err.message}`));
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzle(pool, { schema });
  return { db, pool, url, close: () => pool.end() };
}

/**
 * Applies the committed migrations. An advisory lock makes it safe when several API servers
 * start at once against the same database.
 */
export async function runMigrations(database: Database, migrationsFolder: string): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    // The session's locks go with it if the connection is gone.
    await bestEffort('releasing the migration lock', client.query('select pg_advisory_unlock(727274)'));
    client.release();
  }
}
