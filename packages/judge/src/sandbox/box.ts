import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { childIo, LauncherClient } from './client.ts';

/** One fresh, single-use environment: a launcher waiting for commands, with its own scratch. */
export interface Box {
  client: LauncherClient;
  /** Where this box shows the C++ precompiled header, if it has one. */
  pchDir: string | undefined;
  /** CPU of everything in the box since it was made (µs), from the cgroup; undefined when bare. */
  cpuUs(): number | undefined;
  /** Peak memory of everything in the box (bytes), from the cgroup; undefined when bare. */
  memoryPeak(): number | undefined;
  memoryUsage(): number | undefined;
  /** How many processes the kernel killed for memory so far. */
  oomKills(): number;
  /** Set before any program runs in the box. */
  setLimits(memoryBytes: number, pids: number): void;
  destroy(): Promise<void>;
}

export type BoxKind = 'compile' | 'run';

export interface BoxProvider {
  readonly mechanism: string;
  readonly sandboxed: boolean;
  acquire(slot: number, kind: BoxKind): Promise<Box>;
  close(): Promise<void>;
}

export function killTree(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    try {
      child.kill('SIGKILL');
    } catch {}
  }
}

export function waitExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('close', () => resolve()));
}

/**
 * No isolation at all: the launcher runs as the judge's own user in a temporary folder.
 * Only for development, behind allowUnsandboxed / JUDGE_ALLOW_UNSANDBOXED=true.
 */
export class BareProvider implements BoxProvider {
  readonly mechanism = 'none (UNSANDBOXED: development only)';
  readonly sandboxed = false;
  constructor(
    private readonly launcher: string,
    private readonly scratchRoot: string,
    private readonly pchDir: () => string | undefined,
  ) {}

  async acquire(): Promise<Box> {
    const dir = mkdtempSync(join(this.scratchRoot, 'box-'));
    const child = spawn(this.launcher, ['serve', dir], {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
      env: {},
    });
    const client = new LauncherClient(childIo(child));
    await client.ready();
    return {
      client,
      pchDir: this.pchDir(),
      cpuUs: () => undefined,
      memoryPeak: () => undefined,
      memoryUsage: () => undefined,
      oomKills: () => 0,
      setLimits: () => {},
      destroy: async () => {
        client.close();
        killTree(child);
        await waitExit(child);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  async close(): Promise<void> {}
}
