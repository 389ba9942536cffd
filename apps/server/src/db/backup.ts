import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { runMigrations as installJobQueue } from 'graphile-worker';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { type Database, runMigrations } from './client.ts';

/**
 * `npm run db:backup` and `npm run db:restore` (decision 029): a logical backup of the whole
 * database, taken in one repeatable-read snapshot while the site runs, and restored into an empty
 * or replaced database, through the schema version it was taken at and then every later migration.
 *
 * The file is gzip'd text: a JSON header line (format, time, how many migrations were applied,
 * each table with its columns), then each table's rows in PostgreSQL's COPY text format ended by
 * `\.` (COPY escapes every backslash and newline in the data, so no row is that line), then the
 * queued jobs as a JSON line (task, payload, key, priority, run time, attempts allowed, flags, read
 * from graphile-worker's tables: they are added again through its public `add_job`;
 * a job's attempts so far and its lock are not kept), and a trailer with each table's row count.
 */

export const BACKUP_FORMAT = 'codecoach-backup/1';

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** How many of apps/server/drizzle's migrations the database had applied. */
  migrations: number;
  tables: Array<{ name: string; columns: string[] }>;
}

interface JobRow {
  task: string;
  payload: unknown;
  key: string | null;
  priority: number;
  runAt: string;
  maxAttempts: number;
  flags: string[] | null;
}

export interface BackupSummary {
  rows: Record<string, number>;
  jobs: number;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The public schema's tables, each after every table it references (COPY then never breaks a key). */
async function tablesInOrder(client: pg.PoolClient): Promise<Array<{ name: string; columns: string[] }>> {
  const tables = (
    await client.query<{ name: string; columns: string[] }>(`
      select c.relname::text as name,
             array_agg(a.attname::text order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind in ('r', 'p')
      group by c.relname order by c.relname`)
  ).rows;
  const edges = (
    await client.query<{ child: string; parent: string }>(`
      select cl.relname::text as child, pa.relname::text as parent
      from pg_constraint k
      join pg_class cl on cl.oid = k.conrelid
      join pg_class pa on pa.oid = k.confrelid
      join pg_namespace n on n.oid = cl.relnamespace and n.nspname = 'public'
      where k.contype = 'f' and cl.oid <> pa.oid`)
  ).rows;
  const ordered: typeof tables = [];
  const placed = new Set<string>();
  let left = [...tables];
  while (left.length > 0) {
    const ready = left.filter((t) => edges.every((e) => e.child !== t.name || placed.has(e.parent)));
    if (ready.length === 0)
      throw new Error(`foreign keys form a cycle among ${left.map((t) => t.name).join(', ')}`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.name);
    }
    left = left.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

async function appliedMigrations(client: pg.PoolClient): Promise<number> {
  const r = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return r.rows[0]?.n ?? 0;
}

async function write(out: Writable, chunk: string | Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Writes a backup of `pool`'s database to `out` (gzip'd), all of it from one snapshot. */
export async function backup(pool: pg.Pool, out: Writable): Promise<BackupSummary> {
  const client = await pool.connect();
  const gzip = createGzip();
  const done = new Promise<void>((resolve, reject) => {
    gzip.pipe(out).on('finish', resolve).on('error', reject);
    gzip.on('error', reject);
  });
  const summary: BackupSummary = { rows: {}, jobs: 0 };
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = await tablesInOrder(client);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      tables,
    };
    await write(gzip, `${JSON.stringify(header)}\n`);
    for (const t of tables) {
      const copy = client.query(
        copyTo(`copy public.${ident(t.name)} (${t.columns.map(ident).join(', ')}) to stdout`),
      );
      for await (const chunk of copy) await write(gzip, chunk as Buffer);
      summary.rows[t.name] = copy.rowCount ?? 0;
      await write(gzip, '\\.\n');
    }
    const queue = await client.query<{ exists: boolean }>(
      `select to_regclass('graphile_worker._private_jobs') is not null as exists`,
    );
    const jobs: JobRow[] = queue.rows[0]?.exists
      ? (
          await client.query<JobRow>(`
            select t.identifier as task, j.payload, j.key, j.priority, j.run_at as "runAt",
                   j.max_attempts as "maxAttempts", j.flags
            from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
            where j.attempts < j.max_attempts or j.locked_at is not null
            order by j.id`)
        ).rows.map((j) => ({
          ...j,
          flags: j.flags && Object.keys(j.flags).length ? Object.keys(j.flags) : null,
        }))
      : [];
    summary.jobs = jobs.length;
    await write(gzip, `${JSON.stringify({ jobs })}\n`);
    await write(gzip, `${JSON.stringify({ end: true, rows: summary.rows })}\n`);
    await client.query('commit');
  } catch (e) {
    await client.query('rollback').catch(() => {});
    gzip.destroy(e as Error);
    throw e;
  } finally {
    client.release();
  }
  gzip.end();
  await done;
  return summary;
}

export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** A copy of the migrations folder whose journal stops after the first `count` migrations. */
export async function migrationsUpTo(folder: string, count: number): Promise<string> {
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'codecoach-migrations-'));
  await fs.cp(folder, copy, { recursive: true });
  const journalPath = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: unknown[] };
  if (count > journal.entries.length)
    throw new RestoreError(
      `the backup was taken at migration ${count}, newer than this version of the app (${journal.entries.length}): restore it with a newer version`,
    );
  journal.entries = journal.entries.slice(0, count);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return copy;
}

/**
 * Restores a backup into `database`, replacing everything in it: its schemas are dropped, the
 * migrations are applied up to the backup's, the rows are loaded in one transaction (all or
 * nothing), sequences are moved past the loaded ids, the later migrations are applied, and the
 * queued jobs are added again. Refuses a database that holds users unless `replace` is set.
 */
export async function restore(
  database: Database,
  input: Readable,
  opts: { migrationsFolder: string; replace?: boolean },
): Promise<BackupSummary> {
  const lines = readline.createInterface({
    input: input.pipe(createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  const it = lines[Symbol.asyncIterator]();
  const next = async (): Promise<string> => {
    const r = await it.next();
    if (r.done) throw new RestoreError('the backup ends early: it is incomplete');
    return r.value;
  };
  let header: BackupHeader;
  try {
    header = JSON.parse(await next()) as BackupHeader;
  } catch (e) {
    throw e instanceof RestoreError ? e : new RestoreError('not a backup made by npm run db:backup');
  }
  if (header.format !== BACKUP_FORMAT)
    throw new RestoreError(`not a backup this version reads (${String(header.format)})`);

  const client = await database.pool.connect();
  const summary: BackupSummary = { rows: {}, jobs: 0 };
  try {
    const exists = await client.query<{ yes: boolean }>(
      `select to_regclass('public.users') is not null as yes`,
    );
    const users = exists.rows[0]?.yes
      ? ((await client.query<{ n: number }>('select count(*)::int as n from public.users')).rows[0]?.n ?? 0)
      : 0;
    if (users > 0 && !opts.replace)
      throw new RestoreError(
        'the database is not empty: restoring replaces everything in it (pass --replace)',
      );
    await client.query(
      'drop schema if exists graphile_worker cascade; drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
    );
  } finally {
    client.release();
  }
  const partial = await migrationsUpTo(opts.migrationsFolder, header.migrations);
  try {
    await runMigrations(database, partial);
  } finally {
    await fs.rm(partial, { recursive: true, force: true });
  }

  const loader = await database.pool.connect();
  try {
    await loader.query('begin');
    // Rows a migration wrote (e.g. the settings row) are in the backup as they were. Children
    // first; the append-only audit log, never written by a migration, is never touched.
    for (const t of [...header.tables].reverse()) {
      const table = `public.${ident(t.name)}`;
      const some = await loader.query(`select exists (select 1 from ${table}) as yes`);
      if (some.rows[0]?.yes) await loader.query(`delete from ${table}`);
    }
    for (const t of header.tables) {
      const copy = loader.query(
        copyFrom(`copy public.${ident(t.name)} (${t.columns.map(ident).join(', ')}) from stdin`),
      );
      const finished = once(copy, 'finish');
      for (;;) {
        const line = await next();
        if (line === '\\.') break;
        if (!copy.write(`${line}\n`)) await once(copy, 'drain');
      }
      copy.end();
      await finished;
      summary.rows[t.name] = copy.rowCount ?? 0;
    }
    // Serial ids go on after the largest restored one.
    await loader.query(`
      do $$ declare r record; begin
        for r in select c.relname as tab, a.attname as col, pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as seq
                 from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
                 join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                 where c.relkind = 'r' and pg_get_serial_sequence(format('public.%I', c.relname), a.attname) is not null
        loop
          execute format('select setval(%L, coalesce((select max(%I) from public.%I), 0) + 1, false)', r.seq, r.col, r.tab);
        end loop;
      end $$`);
    await loader.query('commit');
  } catch (e) {
    await loader.query('rollback').catch(() => {});
    throw e;
  } finally {
    loader.release();
  }

  const { jobs } = JSON.parse(await next()) as { jobs: JobRow[] };
  const trailer = JSON.parse(await next()) as { end?: boolean; rows?: Record<string, number> };
  lines.close();
  if (!trailer.end) throw new RestoreError('the backup has no trailer: it is incomplete');
  for (const [table, n] of Object.entries(trailer.rows ?? {}))
    if (summary.rows[table] !== n)
      throw new RestoreError(
        `${table}: the backup holds ${n} rows but ${summary.rows[table] ?? 0} were restored`,
      );

  await runMigrations(database, opts.migrationsFolder);
  await installJobQueue({ pgPool: database.pool });
  for (const j of jobs)
    await database.pool.query(
      `select graphile_worker.add_job($1::text, $2::json, run_at => $3::timestamptz, max_attempts => $4::int,
         job_key => $5::text, priority => $6::int, flags => $7::text[])`,
      [j.task, JSON.stringify(j.payload), j.runAt, j.maxAttempts, j.key, j.priority, j.flags],
    );
  summary.jobs = jobs.length;
  return summary;
}
