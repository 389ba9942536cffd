import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Box, BoxKind, BoxProvider } from './box.ts';
import type { Cgroup, CgroupDriver } from './cgroup.ts';
import { LauncherClient } from './client.ts';
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
  pchDir: () => string | undefined;
  /** First unprivileged uid; slot i runs as uidBase + i. */
  uidBase: number;
  /** Ready boxes kept per slot (a compile and a run each take one). */
  poolDepth?: number;
  scratchBytes?: number;
  onClose?: () => void;
}

const BWRAP = '/usr/bin/bwrap';

export function sandboxTools(): string | undefined {
  if (!existsSync(BWRAP)) return `${BWRAP} is missing (apt-get install bubblewrap)`;
  return undefined;
}

/**
 * The flags of sandbox-notes.md: every namespace, no network, no nested user namespaces, a new
 * session, no capabilities, a cleared environment, only the toolchains (read-only) and a
 * size-capped tmpfs scratch, and the launcher as pid 1 of the box.
 */
export function bwrapArgs(o: {
  binds: string[];
  pch?: string;
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
      '--uid',
      '65534',
      '--gid',
      '65534',
    ],
    ...['--ro-bind', '/usr', '/usr', '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64'],
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
  a.push('--ro-bind', o.launcher, '/judge/launcher');
  if (o.pch) a.push('--ro-bind', o.pch, '/judge/pch');
  a.push(...['--proc', '/proc', '--dev', '/dev', '--size', String(o.scratchBytes), '--tmpfs', '/tmp']);
  a.push(...['--chdir', '/tmp', '--clearenv', '--setenv', 'PATH', '/usr/bin:/bin', '--as-pid-1']);
  // The spawner gives every box the seccomp program at fd 10 (launcher.c).
  a.push('--seccomp', '10', '--', '/judge/launcher', 'serve', '/tmp');
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
    this.seccompPath = join(o.workDir, 'seccomp.bpf');
    writeFileSync(this.seccompPath, seccompProgram());
    this.pools = Array.from({ length: o.slots }, () => []);
    for (let s = 0; s < o.slots; s++) this.refill(s);
  }

  private refill(slot: number): void {
    const pool = this.pools[slot];
    if (!pool || this.closed) return;
    while (pool.length < (this.o.poolDepth ?? 2)) {
      const box = this.make(slot);
      box.catch(() => {});
      pool.push({ box });
    }
  }

  /** The live spawner; a dead one is replaced (once, however many boxes ask). */
  private currentSpawner(): Promise<Spawner> {
    if (!this.spawner.dead) return Promise.resolve(this.spawner);
    this.restarting ??= (async () => {
      const old = this.spawner;
      await old.close().catch(() => {});
      this.spawner = await this.o.restartSpawner();
      return this.spawner;
    })().finally(() => {
      this.restarting = undefined;
    });
    return this.restarting;
  }

  /**
   * Starts a box: cgroups made here; the spawner forks, joins them, drops to the slot's uid
   * without any privilege and execs bubblewrap, which starts the launcher as the box's pid 1.
   */
  private async make(slot: number): Promise<Box> {
    const spawner = await this.currentSpawner();
    const name = `${process.pid}-${this.instance}-${slot}-${this.counter++}`;
    const cg: Cgroup = this.o.cgroups.create(name);
    const uid = this.o.uidBase + slot;
    const pch = this.o.pchDir();
    const argv = [
      BWRAP,
      ...bwrapArgs({
        binds: this.o.binds,
        launcher: this.o.launcher,
        scratchBytes: this.o.scratchBytes ?? 256 * 1024 * 1024,
        ...(pch ? { pch } : {}),
      }),
    ];
    // The spawner's child drops to the slot's uid before it starts bubblewrap. Emptying the
    // bounding set needs CAP_SETPCAP: root has it; a non-root judge loses every capability
    // anyway when it changes to the slot's uid.
    const creds = { uid, gid: uid, bounding: process.getuid?.() === 0 };
    const spawned = spawner.spawn(this.seccompPath, cg.procsFiles, argv, creds);
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
      // The box is its own session: its first process's group holds everything outside the
      // pid namespace (bubblewrap); inside, the launcher is pid 1 and takes the rest with it.
      const t = setTimeout(
        () =>
          void spawned.pid
            .then((pid) => {
              if (exited) return; // reaped: the pid may belong to someone else now
              try {
                process.kill(-pid, 'SIGKILL');
              } catch {}
            })
            .catch(() => {}),
        200,
      );
      await Promise.race([spawned.exit, new Promise((r) => setTimeout(r, 250))]);
      clearTimeout(t);
      await cg.remove();
      // Replace it only now, so starting the next box never competes with a running program
      // (a box that failed to start is not replaced here: no restart loop).
      if (started) this.refill(slot);
    };
    try {
      const socket = await spawned.socket;
      const closed = new Promise<void>((r) => socket.once('close', () => r()));
      const gone = Promise.all([closed, spawned.exit]).then(([, e]) =>
        `launcher exited (${e.signal || e.exit}) ${e.stderr.trim()}`.trim(),
      );
      client = new LauncherClient({ input: socket, output: socket, gone });
      await client.ready();
      started = true;
    } catch (e) {
      await destroy();
      throw new Error(`sandbox failed to start: ${(e as Error).message}`);
    }
    return {
      client,
      pchDir: pch ? '/judge/pch' : undefined,
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
    await Promise.all(all.map((p) => p.box.then((b) => b.destroy()).catch(() => {})));
    await Promise.all([...this.live]);
    await this.restarting?.catch(() => {});
    await this.spawner.close();
    this.o.onClose?.();
  }
}
