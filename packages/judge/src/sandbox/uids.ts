import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STRIDE = 64;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a block of unprivileged uids for this judge process, so two judges on one host (two
 * workers, a test run beside the server) never share a slot uid. A claim is a lock file
 * holding the owner's pid; a dead owner's claim is taken over.
 */
export function claimUids(
  lockDir: string,
  first: number,
  slots: number,
): { base: number; release: () => void } {
  if (slots > STRIDE) throw new Error(`at most ${STRIDE} slots`);
  mkdirSync(lockDir, { recursive: true, mode: 0o700 });
  for (let k = 0; k < 256; k++) {
    const base = first + k * STRIDE;
    const file = join(lockDir, `uids-${base}`);
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
    } catch {
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner === process.pid || (owner > 0 && alive(owner))) continue;
      writeFileSync(file, String(process.pid));
    }
    return {
      base,
      release: () => {
        try {
          if (Number(readFileSync(file, 'utf8')) === process.pid) rmSync(file);
        } catch {}
      },
    };
  }
  throw new Error('no free block of sandbox uids');
}

export function uidLockDir(workDir: string): string {
  if (process.env.JUDGE_UID_LOCK_DIR) return process.env.JUDGE_UID_LOCK_DIR;
  // /run is root-only, so nobody else can squat on the claims; fall back to our own folder.
  try {
    mkdirSync('/run/codecoach-judge', { recursive: true, mode: 0o700 });
    return '/run/codecoach-judge';
  } catch {
    return join(workDir, 'uids');
  }
}
