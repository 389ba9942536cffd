import { connect, type Database, runMigrations } from '../src/db/client.ts';
import { MIGRATIONS_DIR } from '../src/db/open.ts';
import { type HostClient, startClient } from './host-http.ts';
import { createHosts, type Host, type Hosts, LOOPBACK, type Postgres } from './hosts.ts';
import type { Proc } from './processes.ts';

/**
 * The deployment of the README's "Running at scale" on test hosts (decision 032): PostgreSQL on
 * `pg`, API servers with no judge workers (JUDGE_WORKERS=0) on `api-a` and `api-b`, `npm run
 * worker`'s entry on `judge-1` and `judge-2`, and the learners' HTTP client on `load`. The test
 * (the operator's console) migrates the database, and sees through a trigger which host wrote
 * each submission's row. `startLoopback` is the same on one machine's loopback, for comparison.
 */

export const API_HOSTS = ['api-a', 'api-b'] as const;
export const JUDGE_HOSTS = ['judge-1', 'judge-2'] as const;

export interface Stage {
  hosts: Hosts;
  /** The operator's connection to the database (across the network when there is one). */
  database: Database;
  sql<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  servers: Array<Proc & { url: string; host: Host }>;
  /** The judge worker processes (none on the loopback stage: its server judges). */
  workers: Array<Proc & { processId: string; host: Host }>;
  client: HostClient;
  /** Stops everything and removes the hosts. */
  destroy(): Promise<void>;
}

export interface Write {
  submission_id: string;
  /** `submitted` (the row made) or `verdict` (its status leaving `pending`). */
  op: 'submitted' | 'verdict';
  status: string;
  /** The address of the connection that wrote it, as PostgreSQL saw it. */
  client_addr: string;
}

/**
 * Records who writes submissions: every row made and every verdict, with `inet_client_addr()`, the
 * address the writing connection came from. Test instrumentation in the test's own database; it
 * constrains nothing (a verdict written twice is two rows here, which the tests count).
 */
async function traceWrites(database: Database): Promise<void> {
  await database.pool.query(`
    create table test_host_writes (
      submission_id uuid not null,
      op text not null,
      status text not null,
      client_addr text,
      at timestamptz not null default clock_timestamp()
    );
    create function test_host_write() returns trigger language plpgsql as $$
    begin
      insert into test_host_writes (submission_id, op, status, client_addr)
      values (new.id, case when tg_op = 'INSERT' then 'submitted' else 'verdict' end, new.status,
              host(inet_client_addr()));
      return null;
    end $$;
    create trigger test_host_submitted after insert on submissions
      for each row execute function test_host_write();
    create trigger test_host_verdict after update of status on submissions
      for each row when (old.status = 'pending' and new.status <> 'pending') execute function test_host_write();
  `);
}

export async function writes(database: Database): Promise<Write[]> {
  return (
    await database.pool.query<Write>(
      'select submission_id, op, status, client_addr from test_host_writes order by at',
    )
  ).rows;
}

/** PostgreSQL on `pgHost` with a migrated, traced database `codecoach`, `prepare`d by the caller. */
export async function openDatabase(
  hosts: Hosts,
  pgHost: Host,
  prepare: ((database: Database) => Promise<void>) | undefined,
): Promise<{ url: string; database: Database; postgres: Postgres }> {
  const postgres = await hosts.startPostgres(pgHost);
  const url = await postgres.createDatabase('codecoach');
  const database = connect(url, 4);
  hosts.onDestroy(() => database.close());
  await runMigrations(database, MIGRATIONS_DIR);
  await traceWrites(database);
  await prepare?.(database);
  return { url, database, postgres };
}

function stage(
  hosts: Hosts,
  database: Database,
  servers: Stage['servers'],
  workers: Stage['workers'],
  client: HostClient,
): Stage {
  return {
    hosts,
    database,
    sql: async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
      (await database.pool.query<T>(text, params)).rows,
    servers,
    workers,
    client,
    destroy: () => hosts.destroy(),
  };
}

/** Removes what was made when a start fails half-way, and fails with its reason. */
async function orDestroy<T>(hosts: Hosts, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await hosts.destroy();
    throw err;
  }
}

export async function startHostsStage(
  opts: {
    serverEnv?: Record<string, string>;
    workerEnv?: Record<string, string>;
    /** Runs on the migrated database before any server starts (e.g. seeding problems). */
    prepare?: (database: Database) => Promise<void>;
  } = {},
): Promise<Stage> {
  const hosts = createHosts(['pg', ...API_HOSTS, ...JUDGE_HOSTS, 'load']);
  return orDestroy(hosts, async () => {
    const { url, database } = await openDatabase(hosts, hosts.host('pg'), opts.prepare);
    const env = { DATABASE_URL: url };
    const [servers, workers, client] = await Promise.all([
      // Together, as a fleet's first start is: both servers create the demo admin on the fresh
      // database at once (ensureAdmin once let the loser of that race exit: decision 032).
      Promise.all(
        API_HOSTS.map(async (name) => {
          const host = hosts.host(name);
          const p = await hosts.startServer(name, host, { ...env, ...opts.serverEnv, JUDGE_WORKERS: '0' });
          return Object.assign(p, { host });
        }),
      ),
      Promise.all(
        JUDGE_HOSTS.map(async (name) => {
          const host = hosts.host(name);
          const p = await hosts.startWorker(name, host, { ...env, ...opts.workerEnv });
          return Object.assign(p, { host });
        }),
      ),
      startClient(hosts, hosts.host('load')),
    ]);
    return stage(hosts, database, servers, workers, client);
  });
}

/** The same programs on this machine's loopback: PostgreSQL, one API server judging with `judgeWorkers`. */
export async function startLoopbackStage(opts: {
  judgeWorkers: number;
  serverEnv?: Record<string, string>;
  prepare?: (database: Database) => Promise<void>;
}): Promise<Stage> {
  const hosts = createHosts([]);
  return orDestroy(hosts, async () => {
    const { url, database } = await openDatabase(hosts, LOOPBACK, opts.prepare);
    const server = await hosts.startServer('server', LOOPBACK, {
      DATABASE_URL: url,
      ...opts.serverEnv,
      JUDGE_WORKERS: String(opts.judgeWorkers),
    });
    const client = await startClient(hosts, LOOPBACK);
    return stage(hosts, database, [Object.assign(server, { host: LOOPBACK })], [], client);
  });
}
