import { bestEffort } from '../best-effort.ts';
import type { SandboxFactoryInput } from '../create-judge.ts';
import type { BoxProvider } from './box.ts';
import { BwrapProvider, sandboxTools } from './bwrap.ts';
import { detectCgroups, removeStale } from './cgroup.ts';
import { Spawner } from './spawner.ts';
import { claimUids, uidLockDir } from './uids.ts';

/**
 * Sets up bubblewrap + cgroups + seccomp + one uid per slot and proves it works by running a
 * program in a box. Any failure is returned as a reason, never thrown.
 */
export async function createSandbox(
  i: SandboxFactoryInput,
): Promise<{ provider?: BoxProvider; reason?: string }> {
  if (process.platform !== 'linux') return { reason: 'the sandbox needs Linux' };
  const tools = sandboxTools();
  if (tools) return { reason: tools };
  const cg = detectCgroups('/sys/fs/cgroup', i.config.cgroupRoot);
  if (!cg.driver) return { reason: cg.reason ?? 'no usable cgroup hierarchy' };
  await bestEffort('removing boxes of dead judges', removeStale('/sys/fs/cgroup', cg.driver));
  let uids: { base: number; release: () => void };
  try {
    uids = claimUids(uidLockDir(i.workDir, i.config.uidLockDir), i.config.uidBase, i.slots);
  } catch (e) {
    return { reason: (e as Error).message };
  }
  const uidBase = uids.base;
  const available = [...i.toolchains.values()].filter((t) => t.available);
  const binds = [...new Set(available.flatMap((t) => t.binds))];
  const mounts = Object.assign({}, ...available.map((t) => t.mounts ?? {})) as Record<string, string>;
  let provider: BwrapProvider | undefined;
  let spawner: Spawner | undefined;
  try {
    spawner = await Spawner.start(i.launcher, i.workDir);
    provider = new BwrapProvider({
      spawner,
      restartSpawner: () => Spawner.start(i.launcher, i.workDir),
      launcher: i.launcher,
      workDir: i.workDir,
      slots: i.slots,
      cgroups: cg.driver,
      binds,
      mounts,
      pchRoot: i.pchRoot,
      pchDir: i.pchDir,
      uidBase,
      seccompUnknown: i.config.seccompUnknown,
      onClose: uids.release,
    });
    const box = await provider.acquire(0, 'run');
    try {
      box.setLimits(64 * 1024 * 1024, 8);
      const r = await box.client.exec({ argv: ['/usr/bin/true'], env: {}, outCap: 4096 }, {});
      if (r.exit !== 0) throw new Error(`a test program failed in the sandbox: ${r.output.toString()}`);
      if (box.cpuUs() === undefined || box.memoryPeak() === undefined) {
        throw new Error('cgroup CPU or peak-memory accounting is unavailable');
      }
    } finally {
      void box.destroy();
    }
    return { provider };
  } catch (e) {
    if (provider) await provider.close();
    else await spawner?.close();
    uids.release();
    return { reason: `sandbox self-test failed: ${(e as Error).message}` };
  }
}
