import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { mkdir, rmdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { certainlyDead, parseOwner, pidNamespace } from './owner.ts';

/**
 * Per-box cgroups on cgroup v1 (one folder per controller: memory, pids, cpuacct, freezer, and
 * cpu where it is mounted) or v2 (one folder). Counters are read fresh from each new cgroup, so
 * no reset is needed.
 *
 * CPU sharing: every box is a cgroup of the cpu controller with the same weight, under one
 * parent that weighs as much as one ordinary process per core (cpu.shares 1024 / cpu.weight 100,
 * times the cores). The scheduler shares CPU between groups, not threads: two busy boxes get a
 * core each however many threads either starts, and the API server keeps at least half a core
 * while every slot burns CPU; an idle machine lets one box use both cores (a JVM's compiler
 * threads). Tried first and dropped: a parent of a quarter of one process (then of one process)
 * starved the boxes on a machine busy with other work, an honest program getting 3% of a core
 * and meeting its wall limit; a hard quota of one core per box slowed Java's start by a third for
 * nothing, CPU being what is measured.
 */
const CORES = Math.max(1, availableParallelism());
export const BOXES_CPU_SHARES = 1024 * CORES;
export const BOXES_CPU_WEIGHT = Math.min(10_000, 100 * CORES);

export interface Cgroup {
  /** `cgroup.procs` files a process writes its pid into to join (before it drops root). */
  readonly procsFiles: string[];
  /**
   * The box's programs' own memory cgroup, inside the box's: its `cgroup.procs` (each program
   * the launcher starts moves itself there before exec, through a descriptor the spawner opened)
   * and its peak file, which the launcher resets at each test and reads at each answer. The
   * memory limit is on it, not on the launcher: what a program allocates, writes to /tmp or
   * queues in sockets fills its own cgroup, and the OOM killer, choosing within it, can never
   * take the launcher (issue 22). The judge's files, written by the launcher, are not counted.
   */
  readonly programProcsFile: string;
  readonly programPeakFile: string;
  /**
   * The box's CPU counter (v1 `cpuacct.usage`, ns; v2 `cpu.stat`, `usage_usec`), which the
   * spawner opens read-only for the box's launcher: it measures every test from it (run.c).
   */
  readonly cpuCounterFile: string;
  /** The programs' memory limit (their cgroup) and the box's process limit. */
  setLimits(memoryBytes: number, pids: number): void;
  cpuUs(): number | undefined;
  /** The programs' memory cgroup's peak since its last reset (the launcher resets it per test). */
  memoryPeak(): number | undefined;
  memoryUsage(): number | undefined;
  oomKills(): number;
  /** Kills every process in the cgroup, including ones that forked away. */
  killAll(): Promise<void>;
  remove(): Promise<void>;
}

export interface CgroupDriver {
  readonly version: 1 | 2;
  readonly root: string;
  /** Makes a box's cgroups (off the event loop: a cgroup's mkdir takes the kernel a few ms, at times far more). */
  create(name: string): Promise<Cgroup>;
}

const read = (p: string): string | undefined => {
  try {
    return readFileSync(p, 'utf8');
  } catch {
    return undefined;
  }
};
const write = (p: string, v: string): void => writeFileSync(p, v);
const num = (s: string | undefined): number | undefined => {
  if (s === undefined) return undefined;
  const n = Number(s.trim());
  return Number.isFinite(n) ? n : undefined;
};
const field = (text: string | undefined, key: string): number | undefined => {
  const m = text && new RegExp(`^${key} (\\d+)$`, 'm').exec(text);
  return m ? Number(m[1]) : undefined;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function pidsIn(procsFile: string): number[] {
  return (read(procsFile) ?? '')
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .filter((n) => n > 0);
}

function killPids(pids: number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  }
}

/**
 * Removes the folders, retrying those still busy (a process not yet fully gone) for ~2 s. Never
 * on the event loop: removing a memory cgroup that held a few hundred MB takes the kernel ~10 ms
 * and at times far more, which, done synchronously, was the largest stall the API saw while the
 * judge ran memory-hungry programs (bench/judge `answers`, 2026-11-28: 0.5 s of 8 s).
 */
async function rmdirRetry(dirs: string[]): Promise<void> {
  let left = dirs;
  for (let attempt = 0; attempt < 50; attempt++) {
    const busy = await Promise.all(
      left.map((d) =>
        rmdir(d).then(
          () => false,
          (e: NodeJS.ErrnoException) => e.code !== 'ENOENT',
        ),
      ),
    );
    left = left.filter((_, i) => busy[i]);
    if (!left.length) return;
    await sleep(attempt < 10 ? 5 : 50);
  }
}

const V1_CONTROLLERS = ['memory', 'pids', 'cpuacct', 'freezer'] as const;
type V1Dirs = Record<(typeof V1_CONTROLLERS)[number], string> & { cpu?: string };

/** The programs' memory cgroup, below the box's (v1: in its memory folder; v2: beside `launcher`). */
const PROGRAM = 'program';

class V1Cgroup implements Cgroup {
  readonly procsFiles: string[];
  readonly cpuCounterFile: string;
  readonly programProcsFile: string;
  readonly programPeakFile: string;
  /** The programs' memory folder, a child of the box's (which holds the launcher, unlimited). */
  private readonly program: string;
  constructor(
    private readonly dirs: V1Dirs,
    /** Whether the kernel accounts swap (memory.memsw.*): the same for every box. */
    private readonly hasSwap: boolean,
  ) {
    this.procsFiles = Object.values(dirs).map((d) => join(d, 'cgroup.procs'));
    this.cpuCounterFile = join(dirs.cpuacct, 'cpuacct.usage');
    this.program = join(dirs.memory, PROGRAM);
    this.programProcsFile = join(this.program, 'cgroup.procs');
    this.programPeakFile = join(this.program, 'memory.max_usage_in_bytes');
  }
  setLimits(memoryBytes: number, pids: number): void {
    const m = this.program;
    const bytes = String(Math.floor(memoryBytes));
    // memsw must stay >= the memory limit: raise it first when growing, after when shrinking.
    const sw = join(m, 'memory.memsw.limit_in_bytes');
    try {
      write(join(m, 'memory.limit_in_bytes'), bytes);
      if (this.hasSwap) write(sw, bytes);
    } catch {
      if (this.hasSwap) write(sw, bytes);
      write(join(m, 'memory.limit_in_bytes'), bytes);
    }
    write(join(this.dirs.pids, 'pids.max'), String(pids));
  }
  cpuUs(): number | undefined {
    const ns = num(read(join(this.dirs.cpuacct, 'cpuacct.usage')));
    return ns === undefined ? undefined : ns / 1000;
  }
  memoryPeak(): number | undefined {
    return num(read(join(this.program, 'memory.max_usage_in_bytes')));
  }
  memoryUsage(): number | undefined {
    return num(read(join(this.program, 'memory.usage_in_bytes')));
  }
  oomKills(): number {
    return field(read(join(this.program, 'memory.oom_control')), 'oom_kill') ?? 0;
  }
  async killAll(): Promise<void> {
    // Freeze first so a fork bomb cannot outrun the kill loop, then kill and thaw.
    const state = join(this.dirs.freezer, 'freezer.state');
    for (let i = 0; i < 100; i++) {
      const pids = pidsIn(join(this.dirs.freezer, 'cgroup.procs'));
      if (!pids.length) return;
      try {
        write(state, 'FROZEN');
      } catch {}
      killPids(pidsIn(join(this.dirs.freezer, 'cgroup.procs')));
      try {
        write(state, 'THAWED');
      } catch {}
      await sleep(i < 10 ? 2 : 20);
    }
  }
  async remove(): Promise<void> {
    await this.killAll();
    await rmdirRetry([this.program]);
    await rmdirRetry(Object.values(this.dirs));
  }
}

class V2Cgroup implements Cgroup {
  readonly procsFiles: string[];
  readonly cpuCounterFile: string;
  readonly programProcsFile: string;
  readonly programPeakFile: string;
  /**
   * v2 lets a cgroup with processes have no children with controllers: the box's folder holds
   * two, `launcher` (unlimited) and `program` (the memory limit); CPU and processes are counted
   * and limited for the whole box.
   */
  private readonly launcher: string;
  private readonly program: string;
  constructor(private readonly dir: string) {
    this.launcher = join(dir, 'launcher');
    this.program = join(dir, PROGRAM);
    this.procsFiles = [join(this.launcher, 'cgroup.procs')];
    this.cpuCounterFile = join(dir, 'cpu.stat');
    this.programProcsFile = join(this.program, 'cgroup.procs');
    this.programPeakFile = join(this.program, 'memory.peak');
  }
  setLimits(memoryBytes: number, pids: number): void {
    write(join(this.program, 'memory.max'), String(Math.floor(memoryBytes)));
    if (existsSync(join(this.program, 'memory.swap.max'))) write(join(this.program, 'memory.swap.max'), '0');
    write(join(this.dir, 'pids.max'), String(pids));
  }
  cpuUs(): number | undefined {
    return field(read(join(this.dir, 'cpu.stat')), 'usage_usec');
  }
  memoryPeak(): number | undefined {
    return num(read(join(this.program, 'memory.peak')));
  }
  memoryUsage(): number | undefined {
    return num(read(join(this.program, 'memory.current')));
  }
  oomKills(): number {
    return field(read(join(this.program, 'memory.events')), 'oom_kill') ?? 0;
  }
  private pids(): number[] {
    return [...pidsIn(join(this.launcher, 'cgroup.procs')), ...pidsIn(join(this.program, 'cgroup.procs'))];
  }
  async killAll(): Promise<void> {
    const kill = join(this.dir, 'cgroup.kill');
    for (let i = 0; i < 100; i++) {
      const pids = this.pids();
      if (!pids.length) return;
      if (existsSync(kill)) write(kill, '1');
      else {
        write(join(this.dir, 'cgroup.freeze'), '1');
        killPids(pids);
        write(join(this.dir, 'cgroup.freeze'), '0');
      }
      await sleep(i < 10 ? 2 : 20);
    }
  }
  async remove(): Promise<void> {
    await this.killAll();
    await rmdirRetry([this.launcher, this.program]);
    await rmdirRetry([this.dir]);
  }
}

export interface DetectedCgroups {
  driver?: CgroupDriver;
  reason?: string;
}

const prefixName = 'codecoach-judge';

/**
 * Finds a usable hierarchy. v2 (unified, with the memory and pids controllers) is preferred;
 * v1 needs the memory, pids, cpuacct and freezer controllers mounted. `delegated` (JudgeConfig.cgroupRoot) names
 * a delegated v2 folder for a non-root judge (see docs/decisions/010-judge-sandbox.md).
 */
export function detectCgroups(base = '/sys/fs/cgroup', delegated?: string): DetectedCgroups {
  const v2Root = delegated ?? join(base, prefixName);
  const unified = read(join(base, 'cgroup.controllers'));
  if (unified !== undefined || delegated) {
    const parentControllers = delegated ? read(join(v2Root, 'cgroup.controllers')) : unified;
    const have = new Set((parentControllers ?? '').split(/\s+/));
    if (!have.has('memory') || !have.has('pids')) {
      return { reason: `cgroup v2 at ${base} lacks the memory or pids controller` };
    }
    try {
      mkdirSync(v2Root, { recursive: true });
      // Controllers for the boxes below; the judge's own process is never in v2Root itself.
      write(join(v2Root, 'cgroup.subtree_control'), '+memory +pids +cpu');
      // As much as one ordinary process per core (the default weight is 100).
      if (have.has('cpu')) write(join(v2Root, 'cpu.weight'), String(BOXES_CPU_WEIGHT));
    } catch (e) {
      return { reason: `cannot prepare cgroup v2 folder ${v2Root}: ${(e as Error).message}` };
    }
    return {
      driver: {
        version: 2,
        root: v2Root,
        create: async (name) => {
          const dir = join(v2Root, name);
          await mkdir(dir);
          await writeFile(join(dir, 'cgroup.subtree_control'), '+memory');
          await Promise.all([mkdir(join(dir, 'launcher')), mkdir(join(dir, PROGRAM))]);
          return new V2Cgroup(dir);
        },
      },
    };
  }
  const missing = V1_CONTROLLERS.filter((c) => !existsSync(join(base, c, 'cgroup.procs')));
  if (missing.length) return { reason: `cgroup v1 controllers missing: ${missing.join(', ')}` };
  // The cpu controller (a weight per box) is used where it is mounted on its own.
  const cpu =
    existsSync(join(base, 'cpu', 'cpu.cfs_quota_us')) && !existsSync(join(base, 'cpu', 'cpuacct.usage'));
  try {
    for (const c of V1_CONTROLLERS) mkdirSync(join(base, c, prefixName), { recursive: true });
    if (cpu) {
      mkdirSync(join(base, 'cpu', prefixName), { recursive: true });
      write(join(base, 'cpu', prefixName, 'cpu.shares'), String(BOXES_CPU_SHARES));
    }
  } catch (e) {
    return { reason: `cannot create cgroups under ${base}: ${(e as Error).message}` };
  }
  const hasSwap = existsSync(join(base, 'memory', prefixName, 'memory.memsw.limit_in_bytes'));
  return {
    driver: {
      version: 1,
      root: join(base, 'memory', prefixName),
      create: async (name) => {
        const controllers: string[] = cpu ? [...V1_CONTROLLERS, 'cpu'] : [...V1_CONTROLLERS];
        const dirs = Object.fromEntries(
          controllers.map((c) => [c, join(base, c, prefixName, name)]),
        ) as V1Dirs;
        await Promise.all(Object.values(dirs).map((d) => mkdir(d)));
        await mkdir(join(dirs.memory, PROGRAM));
        // Counted per box, including everything its processes allocate in the kernel.
        return new V1Cgroup(dirs, hasSwap);
      },
    },
  };
}

/**
 * Removes boxes left behind by a judge process that no longer exists: only those of an owner
 * certainly dead (owner.ts); a box of an owner in another pid namespace is removed only when no
 * process is left in it (it is never killed from here).
 */
export async function removeStale(base = '/sys/fs/cgroup', driver: CgroupDriver): Promise<void> {
  const roots =
    driver.version === 2
      ? [driver.root]
      : [...V1_CONTROLLERS, 'cpu'].map((c) => join(base, c, prefixName)).filter((d) => existsSync(d));
  for (const root of roots) {
    let names: string[] = [];
    try {
      names = readdirSync(root).filter((n) => /^[\d.]+-/.test(n));
    } catch {}
    for (const n of names) {
      const owner = parseOwner(n.split('-')[0] ?? '');
      if (!owner) continue;
      const dir = join(root, n);
      // A box's own children (its programs' memory cgroup; v2 also its launcher's) go first.
      const children = ['launcher', PROGRAM].map((c) => join(dir, c)).filter((d) => existsSync(d));
      const procs = [dir, ...children].flatMap((d) => pidsIn(join(d, 'cgroup.procs')));
      if (certainlyDead(owner)) {
        killPids(procs);
        await rmdirRetry(children);
        await rmdirRetry([dir]);
      } else if (owner.ns !== pidNamespace() && procs.length === 0) {
        try {
          for (const c of children) rmdirSync(c);
          rmdirSync(dir);
        } catch {}
      }
    }
  }
}
