import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { bestEffort, observed } from '../best-effort.ts';
import type { Box, BoxKind, BoxProvider } from './box.ts';
import type { Cgroup, CgroupDriver } from './cgroup.ts';
import { LauncherClient } from './client.ts';
import { ownerTag } from './owner.ts';
import { seccompProgram } from './seccomp.ts';
import type { Spawner } from './spawner.ts';

export interface BwrapOptions {
  launcher: string;
  workDir: string;
  slots: number;
  cgroups: CgroupDriver;
  /** Forks the boxes (the launcher in spawner mode); closed with the provider. */
  spawner: Spawner;
  /** Starts a new spawner if this one dies, so one crash does not end judging. */
  restartSpawner: () => Promise<Spawner>;
  /** Host folders to show read-only besides /usr (toolchains living elsewhere, their /etc). */
  binds: string[];
  /** Host folders shown read-only at another path (box path -> host path; Toolchain.mounts). */
  mounts?: Record<string, string>;
  /** Host folder of the precompiled C++ headers, shown read-only in every box at /judge/pch. */
  pchRoot?: string;
  /** The precompiled header's folder (under pchRoot) once it is built. */
  pchDir: () => string | undefined;
  /** First unprivileged uid; slot i runs as uidBase + i. */
  uidBase: number;
  /** Ready boxes kept per slot (a compile and a run each take one). */
  poolDepth?: number;
  scratchBytes?: number;
  /** What the boxes' seccomp filter does with an unlisted call (seccomp.ts). */
  seccompUnknown?: 'deny' | 'log';
  onClose?: () => void;
}

const BWRAP = '/usr/bin/bwrap';
/** Longest a new box may take to be ready (its factory may have to start first). */
const BOX_START_TIMEOUT_MS = 15_000;

export function sandboxTools(): string | undefined {
  if (!existsSync(BWRAP)) return `${BWRAP} is missing (apt-get install bubblewrap)`;
  return undefined;
}

/**
 * bubblewrap for a slot's box factory (launcher/factory.c), with the flags of docs/sandbox-notes.md:
 * every namespace, no network, no nested user namespaces, a new session, a cleared environment,
 * only the toolchains (/usr without /usr/local and /usr/src, and their own folders), the launcher
 * and the C++ headers (all read-only), `/` and `/dev` read-only.
 * The factory keeps CAP_SYS_ADMIN and CAP_SETPCAP in its own user namespace (never on the host),
 * which it needs to give each box fresh namespaces and mounts; each box drops them all, sets
 * no_new_privs and loads the seccomp filter (fd 10) before it serves. Each box gets its own
 * size-capped tmpfs on /tmp (`scratchBytes`), /dev/shm, devpts and /proc.
 */
export function bwrapArgs(o: {
  binds: string[];
  /** Box path -> host folder, shown read-only under /judge (Toolchain.mounts). */
  mounts?: Record<string, string>;
  /** Host folder holding the precompiled C++ headers (shown at /judge/pch). */
  pchRoot?: string;
  launcher: string;
  scratchBytes: number;
}): string[] {
  const a = [
    ...[
      '--unshare-user',
      '--unshare-pid',
      '--unshare-net',
      '--unshare-ipc',
      '--unshare-uts',
      '--unshare-cgroup-try',
    ],
    ...[
      '--disable-userns',
      '--die-with-parent',
      '--new-session',
      '--cap-drop',
      'ALL',
      '--cap-add',
      'CAP_SYS_ADMIN',
      '--cap-add',
      'CAP_SETPCAP',
      '--uid',
      '65534',
      '--gid',
      '65534',
    ],
    ...['--ro-bind', '/usr', '/usr', '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64'],
    // Not the machine's own additions (/usr/local) nor sources: only what the toolchains need.
    ...['--tmpfs', '/usr/local', '--tmpfs', '/usr/src'],
    ...['--symlink', 'usr/bin', '/bin', '--symlink', 'usr/sbin', '/sbin'],
    ...[
      '--ro-bind-try',
      '/etc/alternatives',
      '/etc/alternatives',
      '--ro-bind-try',
      '/etc/ld.so.cache',
      '/etc/ld.so.cache',
    ],
  ];
  for (const b of o.binds) a.push('--ro-bind', b, b);
  a.push('--remount-ro', '/usr/local', '--remount-ro', '/usr/src');
  a.push('--ro-bind', o.launcher, '/judge/launcher');
  for (const [box, host] of Object.entries(o.mounts ?? {})) a.push('--ro-bind', host, box);
  if (o.pchRoot) a.push('--ro-bind', o.pchRoot, '/judge/pch');
  a.push(
    ...['--proc', '/proc', '--dev', '/dev', '--remount-ro', '/dev', '--dir', '/tmp', '--remount-ro', '/'],
  );
  a.push(...['--chdir', '/', '--clearenv', '--setenv', 'PATH', '/usr/bin:/bin', '--as-pid-1']);
  a.push('--', '/judge/launcher', 'factory', String(o.scratchBytes));
  return a;
}

interface Prepared {
  box: Promise<Box>;
}

export class BwrapProvider implements BoxProvider {
  readonly sandboxed = true;
  readonly mechanism: string;
  readonly uidBase: number;
  private readonly seccompPath: string;
  private readonly pools: Prepared[][];
  private counter = 0;
  private closed = false;
  private spawner: Spawner;
  private restarting: Promise<Spawner> | undefined;
  /** Two judges in one process (tests, a bench) must not name their cgroups alike. */
  private static instances = 0;
  private readonly instance = BwrapProvider.instances++;
  private readonly live = new Set<Promise<unknown>>();

  constructor(private readonly o: BwrapOptions) {
    this.uidBase = o.uidBase;
    this.spawner = o.spawner;
    this.mechanism = `bubblewrap + cgroup v${o.cgroups.version} + seccomp, uid ${o.uidBase}+slot`;
    // Named by its content: judges of other versions or modes may share the work folder.
    const program = seccompProgram(process.arch, { unknown: o.seccompUnknown ?? 'deny' });
    this.seccompPath = join(
      o.workDir,
      `seccomp-${createHash('sha256').update(program).digest('hex').slice(0, 16)}.bpf`,
    );
    writeFileSync(this.seccompPath, program);
    this.pools = Array.from({ length: o.slots }, () => []);
    this.defineFactories(this.spawner);
    for (let s = 0; s < o.slots; s++) this.refill(s);
  }

  /**
   * Tells the spawner how to start each slot's box factory: bubblewrap as the slot's uid. The
   * spawner's child drops to that uid before it starts bubblewrap; emptying the bounding set
   * needs CAP_SETPCAP: root has it, and a non-root judge loses every capability anyway when it
   * changes to the slot's uid.
   */
  private defineFactories(spawner: Spawner): void {
    const argv = [
      BWRAP,
      ...bwrapArgs({
        binds: this.o.binds,
        ...(this.o.mounts ? { mounts: this.o.mounts } : {}),
        launcher: this.o.launcher,
        scratchBytes: this.o.scratchBytes ?? 256 * 1024 * 1024,
        ...(this.o.pchRoot ? { pchRoot: this.o.pchRoot } : {}),
      }),
    ];
    for (let slot = 0; slot < this.o.slots; slot++) {
      const uid = this.o.uidBase + slot;
      spawner.defineFactory(slot, this.seccompPath, argv, {
        uid,
        gid: uid,
        bounding: process.getuid?.() === 0,
      });
    }
  }

  private refill(slot: number): void {
    const pool = this.pools[slot];
    if (!pool || this.closed) return;
    while (pool.length < (this.o.poolDepth ?? 2)) {
      const box = this.make(slot);
      observed(box);
      pool.push({ box });
    }
  }

  /** The live spawner; a dead one is replaced (once, however many boxes ask). */
  private currentSpawner(): Promise<Spawner> {
    if (!this.spawner.dead) return Promise.resolve(this.spawner);
    this.restarting ??= (async () => {
      const old = this.spawner;
      await bestEffort('closing the dead box spawner', old.close());
      this.spawner = await this.o.restartSpawner();
      this.defineFactories(this.spawner);
      return this.spawner;
    })().finally(() => {
      this.restarting = undefined;
    });
    return this.restarting;
  }

  /**
   * Starts a box: cgroups made here; the slot's factory forks it, the spawner puts it in them,
   * and only then does it start its launcher (pid 1 of the box) and connect.
   */
  private async make(slot: number): Promise<Box> {
    const spawner = await this.currentSpawner();
    const name = `${ownerTag()}-${this.instance}-${slot}-${this.counter++}`;
    const cg: Cgroup = await this.o.cgroups.create(name);
    // The box measures its programs with its cgroup's CPU counter, which the spawner opens for it.
    const spawned = spawner.spawn(slot, [
      ...cg.procsFiles,
      `@cpu ${cg.cpuCounterFile}`,
      `@prog ${cg.programProcsFile}`,
      `@peak ${cg.programPeakFile}`,
    ]);
    let destroyed = false;
    let started = false;
    let client: LauncherClient | undefined;
    let exited = false;
    void spawned.exit.then(() => {
      exited = true;
    });
    const destroy = async () => {
      if (destroyed) return;
      destroyed = true;
      client?.close();
      // The box's pid 1 (the launcher, its own session) takes everything in the box with it.
      // The pid never comes for a box that failed to start: nothing to kill then.
      const t = setTimeout(
        () =>
          void observed(
            spawned.pid.then((pid) => {
              if (exited) return; // reaped: the pid may belong to someone else now
              try {
                process.kill(-pid, 'SIGKILL');
              } catch {}
            }),
          ),
        200,
      );
      await Promise.race([spawned.exit, new Promise((r) => setTimeout(r, 250))]);
      clearTimeout(t);
      await cg.remove();
      // Replace it only now, so starting the next box never competes with a running program
      // (a box that failed to start is not replaced here: no restart loop).
      if (started) this.refill(slot);
    };
    // A box is ready in about a millisecond; one that is not within this is never waited for.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no box within ${BOX_START_TIMEOUT_MS} ms`)),
        BOX_START_TIMEOUT_MS,
      );
    });
    try {
      const socket = await Promise.race([spawned.socket, late]);
      const closed = new Promise<void>((r) => socket.once('close', () => r()));
      const gone = Promise.all([closed, spawned.exit]).then(([, e]) =>
        `launcher exited (${e.signal || e.exit}) ${e.stderr.trim()}`.trim(),
      );
      client = new LauncherClient({ input: socket, output: socket, gone });
      await Promise.race([client.ready(), late]);
      started = true;
    } catch (e) {
      observed(spawned.socket.then((s) => s.destroy()));
      await destroy();
      throw new Error(`sandbox failed to start: ${(e as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
    const { pchRoot, pchDir } = this.o;
    return {
      client,
      // Whether the header is built is asked when a compile needs it, not when the box was made.
      get pchDir() {
        const dir = pchDir();
        return pchRoot && dir && dirname(dir) === pchRoot ? `/judge/pch/${basename(dir)}` : undefined;
      },
      cpuUs: () => cg.cpuUs(),
      memoryPeak: () => cg.memoryPeak(),
      memoryUsage: () => cg.memoryUsage(),
      oomKills: () => cg.oomKills(),
      setLimits: (memoryBytes, pids) => cg.setLimits(memoryBytes, pids),
      destroy: () => {
        const p = destroy();
        this.live.add(p);
        void p.finally(() => this.live.delete(p));
        return p;
      },
    };
  }

  async acquire(slot: number, _kind?: BoxKind): Promise<Box> {
    if (this.closed) throw new Error('sandbox closed');
    const pool = this.pools[slot];
    if (!pool) throw new Error(`no slot ${slot}`);
    for (let attempt = 0; attempt < 3; attempt++) {
      const next = pool.shift() ?? { box: this.make(slot) };
      if (pool.length === 0) this.refill(slot);
      const box = await next.box.catch((e: Error) => e);
      if (box instanceof Error) {
        if (attempt === 2) throw box;
        continue;
      }
      if (!box.client.exited) return box;
      void box.destroy();
    }
    throw new Error('could not start a sandbox');
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = this.pools.flatMap((p) => p.splice(0));
    await Promise.all(
      all.map((p) =>
        bestEffort(
          'removing an idle box',
          p.box.then((b) => b.destroy()),
        ),
      ),
    );
    await Promise.all([...this.live]);
    await bestEffort('restarting the box spawner', this.restarting);
    await this.spawner.close();
    this.o.onClose?.();
  }
}
