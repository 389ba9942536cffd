import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'codecoach' });
  // A client that loses its connection must not crash the process, idle in the pool or checked
  // out (a LISTEN connection, a worker's): the query in flight still fails with the error.
  pool.on('error', () => {});
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
    await client.query('select pg_advisory_unlock(727274)').catch(() => {});
    client.release();
  }
}
