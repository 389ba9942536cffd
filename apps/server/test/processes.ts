import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Real server and worker processes for crash tests and `bench/chaos`: the sources run with tsx
 * (what is tested is the code in the tree, never a stale build), each in its own process group so
 * that what it leaves behind can be found.
 */

export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Proc {
  name: string;
  child: ChildProcess;
  /**
   * The pid of the program as this machine sees it; for a PID 1 worker, that of the node process
   * that is PID 1 inside its namespace (the child of `unshare`), which signals go to.
   */
  pid: number;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) when it has exited. */
  exited: Promise<number | string>;
  running(): boolean;
  /** Resolves with the first match of `re` in its output, or rejects when it exits or times out. */
  waitForOutput(re: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  signal(sig: NodeJS.Signals): void;
  /** SIGKILL, and resolves once it has exited. */
  kill(): Promise<void>;
  /** SIGTERM (a clean stop), then SIGKILL after `graceMs`; resolves with how it exited. */
  stop(graceMs?: number): Promise<number | string>;
}

const BASE_ENV_KEYS = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'JUDGE_ALLOW_UNSANDBOXED', 'CODECOACH_CACHE_DIR'];

/** The environment a process gets: the machine's basics and the judge's own settings, then `env`. */
export function processEnv(env: Record<string, string>): Record<string, string> {
  const base: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && (BASE_ENV_KEYS.includes(k) || k.startsWith('JUDGE_'))) base[k] = v;
  }
  return { ...base, NODE_ENV: 'test', ...env };
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  opts: { cwd?: string; onLine?: (line: string) => void; signalPid?: () => number } = {},
): Proc {
  const child = spawn(command, args, {
    cwd: opts.cwd ?? SERVER_DIR,
    env: processEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group
  });
  let out = '';
  const watchers = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    out += text;
    if (opts.onLine) for (const line of text.split('\n')) if (line) opts.onLine(line);
    for (const w of watchers) w();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  let alive = true;
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      alive = false;
      for (const w of watchers) w();
      resolve(code ?? signal ?? 'unknown');
    });
  });
  if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
  const target = () => opts.signalPid?.() ?? (child.pid as number);
  return {
    name,
    child,
    get pid() {
      return target();
    },
    output: () => out,
    exited,
    running: () => alive,
    waitForOutput(re, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = out.match(re);
          if (m) {
            done();
            resolve(m);
          } else if (!alive) {
            done();
            reject(new Error(`${name} exited before printing ${re}:\n${out}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${name} did not print ${re} within ${timeoutMs} ms:\n${out}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          watchers.delete(check);
        };
        watchers.add(check);
        check();
      });
    },
    signal(sig) {
      if (alive) process.kill(target(), sig);
    },
    async kill() {
      if (alive) process.kill(target(), 'SIGKILL');
      await exited;
    },
    async stop(graceMs = 15_000) {
      if (alive) process.kill(target(), 'SIGTERM');
      const timer = setTimeout(() => {
        if (alive) process.kill(target(), 'SIGKILL');
      }, graceMs);
      const how = await exited;
      clearTimeout(timer);
      return how;
    },
  };
}

/**
 * How to run an entry point: the sources through tsx (tests: always the code in the tree), or the
 * esbuild bundle in dist/ as operators run it (`bench/chaos`, after `npm run build`).
 */
function entry(name: 'server' | 'worker', dist: boolean | undefined): string[] {
  return dist ? [`dist/${name}.js`] : ['--import', 'tsx', `src/${name}.ts`];
}

/** An API server on 127.0.0.1 (a free port unless PORT is given); resolves once it serves. */
export async function startApiServer(
  name: string,
  env: Record<string, string>,
  opts: { dist?: boolean } = {},
): Promise<Proc & { url: string }> {
  const p = startProcess(name, process.execPath, entry('server', opts.dist), {
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'warn',
    SEED_PROBLEM_BANK: 'false',
    JUDGE_WORKERS: '0',
    ...env,
  });
  const m = await p.waitForOutput(/serving the app and the API at (http:\/\/\S+)/, 90_000);
  return Object.assign(p, { url: (m[1] as string).replace('localhost', '127.0.0.1') });
}

/** The folders the judge makes its boxes' cgroups in (cgroup v2, or the v1 controllers it uses). */
function judgeCgroupFolders(): string[] {
  return fs.existsSync('/sys/fs/cgroup/cgroup.controllers')
    ? ['/sys/fs/cgroup/codecoach-judge']
    : ['memory', 'pids', 'cpuacct', 'freezer'].map((c) => `/sys/fs/cgroup/${c}/codecoach-judge`);
}

/**
 * A judge worker process (`src/worker.ts`), not waited for. With `pid1`, as `node` runs in a
 * container without an init: PID 1 of its own PID namespace (`unshare --pid --fork --mount-proc`;
 * the namespace dies with `unshare`), and, as in a container, with a cgroup folder of its own: a
 * fresh sub-folder is bind-mounted over the judge's cgroup folders in its mount namespace. (Seeing
 * the machine's, its judge would take the other judges' boxes for stale, their pids not being in
 * its namespace, and spend 2 s on each trying to remove it: a judge bug, reported.) `cleanup`
 * removes that sub-folder once the worker has exited.
 */
export function spawnWorker(
  name: string,
  env: Record<string, string>,
  opts: { pid1?: boolean; dist?: boolean; onLine?: (line: string) => void } = {},
): Proc & { cleanup: () => void } {
  const node = [process.execPath, ...entry('worker', opts.dist)];
  if (!opts.pid1) {
    return Object.assign(startProcess(name, node[0] as string, node.slice(1), env, opts), { cleanup() {} });
  }
  const own = `pid1-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const folders = judgeCgroupFolders();
  for (const f of folders) fs.mkdirSync(path.join(f, own), { recursive: true });
  // `exec` so that node, not the shell, is PID 1.
  const script = `${folders.map((f) => `mount --bind '${f}/${own}' '${f}'`).join(' && ')} && exec "$@"`;
  let inner: number | undefined;
  const p = startProcess(
    name,
    'unshare',
    ['--pid', '--fork', '--mount-proc', '--kill-child', 'sh', '-c', script, 'sh', ...node],
    env,
    {
      ...opts,
      // The node process inside: `unshare --fork` has exactly one child.
      signalPid: () => (inner ??= childOf(p.child.pid as number)),
    },
  );
  return Object.assign(p, {
    cleanup() {
      for (const f of folders) {
        try {
          fs.rmdirSync(path.join(f, own)); // a cgroup folder goes with rmdir once it is empty
        } catch {}
      }
    },
  });
}

function childOf(pid: number): number {
  const out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).trim();
  const child = Number(out.split('\n')[0]);
  if (!child) throw new Error(`process ${pid} has no child yet`);
  return child;
}

/** A judge worker process, resolved once it has started, with its `judge_workers` id. */
export async function startWorker(
  name: string,
  env: Record<string, string>,
  opts: { pid1?: boolean; dist?: boolean; onLine?: (line: string) => void; readyWithinMs?: number } = {},
): Promise<Proc & { processId: string; cleanup: () => void }> {
  const p = spawnWorker(name, env, opts);
  const m = await p.waitForOutput(/worker\(s\) started \((\S+)\)/, opts.readyWithinMs ?? 90_000);
  return Object.assign(p, { processId: m[1] as string });
}

/** Pids still alive in a process group (what a killed process left behind), zombies excluded. */
export function processGroupMembers(pgid: number): number[] {
  const out = execFileSync('ps', ['-e', '-o', 'pid=,pgid=,stat='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter(([pid, group, stat]) => pid && Number(group) === pgid && stat && !stat.startsWith('Z'))
    .map(([pid]) => Number(pid));
}

export async function waitFor<T>(
  what: string,
  fn: () => Promise<T | undefined | null | false>,
  timeoutMs: number,
  everyMs = 100,
): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A JSON request to a started server, as a browser's fetch makes it; throws on a non-2xx answer. */
export async function httpJson<T>(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}
