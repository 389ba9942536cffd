/**
 * bench/faults: the test hosts of decision 032 with every program kept running by a supervisor
 * (restarted a second after it exits, as systemd or a container runtime would), and judge-1's way
 * to PostgreSQL through the delaying, dropping proxy (proxy.ts) run on judge-1's own host.
 */

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../apps/server/src/db/client.ts';
import { type HostClient, startClient } from '../../apps/server/test/host-http.ts';
import { openDatabase } from '../../apps/server/test/host-stage.ts';
import { createHosts, type Host, type Hosts, type Postgres } from '../../apps/server/test/hosts.ts';
import { type Proc, startProcess } from '../../apps/server/test/processes.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const RESTART_DELAY_MS = 1000;
const PROXY_PORT = 6432;

export const log = (m: string) => console.log(`[faults ${new Date().toISOString().slice(11, 19)}] ${m}`);
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A program on a host, started again RESTART_DELAY_MS after it exits, until `retire`. */
export class Role {
  proc: (Proc & { url?: string }) | undefined;
  /** When the running process had started (served, or registered). */
  upSince = 0;
  starts = 0;
  kills = 0;
  /** Exits nobody asked for (a crash), and starts that failed: each one is a finding. */
  unexpectedExits = 0;
  failedStarts = 0;
  private retired = false;
  private killing: Proc | undefined;
  constructor(
    readonly name: string,
    readonly host: Host,
    private readonly launch: (name: string) => Promise<Proc & { url?: string }>,
  ) {}

  async start(): Promise<void> {
    while (!this.retired) {
      try {
        const p = await this.launch(`${this.name}#${++this.starts}`);
        this.proc = p;
        this.upSince = Date.now();
        void p.exited.then((how) => {
          if (this.killing !== p && !this.retired) {
            this.unexpectedExits++;
            log(`${p.name} exited on its own (${how}):\n${p.output().slice(-2000)}`);
          }
          if (this.proc === p) this.proc = undefined;
          if (!this.retired) setTimeout(() => void this.start(), RESTART_DELAY_MS);
        });
        return;
      } catch (err) {
        // It exited before it served (e.g. PostgreSQL away): counted, and tried again.
        this.failedStarts++;
        const m = (err as Error).message;
        log(
          `${this.name} did not start: ${m.split('\n')[0]}\n${m.split('\n').slice(1).join('\n').slice(-1500)}`,
        );
        await sleep(RESTART_DELAY_MS);
      }
    }
  }

  /** Running, for at least `forMs`. */
  up(forMs = 0): boolean {
    return (this.proc?.running() ?? false) && Date.now() - this.upSince >= forMs;
  }

  /** kill -9; the supervisor starts it again. */
  async kill(): Promise<void> {
    const p = this.proc;
    if (!p) return;
    this.killing = p;
    this.kills++;
    await p.kill();
  }

  async retire(): Promise<void> {
    this.retired = true;
    await this.proc?.stop(20_000);
  }
}

export interface FaultStage {
  hosts: Hosts;
  database: Database;
  postgres: Postgres;
  apis: Role[];
  workers: Role[];
  /** judge-1's proxy to PostgreSQL; its output has a `dropped <n>` line per connection dropped. */
  proxy: Proc;
  client: HostClient;
  destroy(): Promise<void>;
}

export async function startFaultStage(opts: {
  proxyDelayMs: number;
  proxyDropEveryS: readonly [number, number];
  serverEnv: Record<string, string>;
  prepare: (database: Database) => Promise<void>;
}): Promise<FaultStage> {
  const hosts = createHosts(['pg', 'api-a', 'api-b', 'judge-1', 'judge-2', 'load'], { dist: true });
  try {
    const { url, database, postgres } = await openDatabase(hosts, hosts.host('pg'), opts.prepare);
    const pgUrl = new URL(url);
    const judge1 = hosts.host('judge-1');
    const [command, ...args] = hosts.argv(judge1, [
      process.execPath,
      path.join(HERE, 'proxy.ts'),
      `127.0.0.1:${PROXY_PORT}`,
      `${pgUrl.hostname}:${pgUrl.port}`,
      String(opts.proxyDelayMs),
      String(opts.proxyDropEveryS[0]),
      String(opts.proxyDropEveryS[1]),
    ]);
    const proxy = startProcess('proxy@judge-1', command ?? '', args, {});
    hosts.onDestroy(async () => void (await proxy.stop(5000)));
    await proxy.waitForOutput(/listening/, 30_000);
    const viaProxy = new URL(url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(PROXY_PORT);

    const apis = ['api-a', 'api-b'].map((name) => {
      const host = hosts.host(name);
      return new Role(name, host, (n) =>
        hosts.startServer(n, host, { DATABASE_URL: url, ...opts.serverEnv, JUDGE_WORKERS: '0' }),
      );
    });
    const workers = ['judge-1', 'judge-2'].map((name) => {
      const host = hosts.host(name);
      const dbUrl = name === 'judge-1' ? viaProxy.toString() : url;
      return new Role(name, host, (n) => hosts.startWorker(n, host, { DATABASE_URL: dbUrl }));
    });
    const [client] = await Promise.all([
      startClient(hosts, hosts.host('load')),
      ...[...apis, ...workers].map((r) => r.start()),
    ]);
    const roles = [...apis, ...workers];
    return {
      hosts,
      database,
      postgres,
      apis,
      workers,
      proxy,
      client: client as HostClient,
      async destroy() {
        await Promise.all(roles.map((r) => r.retire()));
        await hosts.destroy();
      },
    };
  } catch (err) {
    await hosts.destroy();
    throw err;
  }
}

/**
 * Test instrumentation: records every change to a submission that already has its verdict (its
 * status, judged time, results or judge's facts), with the writer's address. Nothing but a late
 * result of a worker whose job was taken over could make one here (no rejudge runs).
 */
export async function traceOverwrites(database: Database): Promise<void> {
  await database.pool.query(`
    create table test_overwrites (submission_id uuid, old_status text, new_status text, client_addr text);
    create function test_overwrite() returns trigger language plpgsql as $$
    begin
      insert into test_overwrites values (new.id, old.status, new.status, host(inet_client_addr()));
      return null;
    end $$;
    create trigger test_overwrite after update on submissions for each row
      when (old.status <> 'pending' and (
        new.status is distinct from old.status or new.judged_at is distinct from old.judged_at or
        new.tests_passed is distinct from old.tests_passed or new.runtime_ms is distinct from old.runtime_ms or
        new.judge_facts is distinct from old.judge_facts))
      execute function test_overwrite();
  `);
}
