import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { certainlyDead, ownerTag, parseOwner } from './owner.ts';

const STRIDE = 64;

/**
 * Claims a block of unprivileged uids for this judge process, so two judges on one host (two
 * workers, a test run beside the server) never share a slot uid. A claim is a lock file holding
 * its owner (owner.ts); the claim of an owner certainly dead is taken over, never one of an owner
 * in another pid namespace.
 */
export function claimUids(
  lockDir: string,
  first: number,
  slots: number,
): { base: number; release: () => void } {
  if (slots > STRIDE) throw new Error(`at most ${STRIDE} slots`);
  mkdirSync(lockDir, { recursive: true, mode: 0o700 });
  const tag = ownerTag();
  for (let k = 0; k < 256; k++) {
    const base = first + k * STRIDE;
    const file = join(lockDir, `uids-${base}`);
    try {
      writeFileSync(file, tag, { flag: 'wx' });
    } catch {
      const owner = parseOwner(readFileSync(file, 'utf8'));
      if (!owner || !certainlyDead(owner)) continue;
      writeFileSync(file, tag);
    }
    return {
      base,
      release: () => {
        try {
          if (readFileSync(file, 'utf8') === tag) rmSync(file);
        } catch {}
      },
    };
  }
  throw new Error('no free block of sandbox uids');
}

export function uidLockDir(workDir: string, configured?: string): string {
  if (configured) return configured;
  // /run is root-only, so nobody else can squat on the claims; fall back to our own folder.
  try {
    mkdirSync('/run/codecoach-judge', { recursive: true, mode: 0o700 });
    return '/run/codecoach-judge';
  } catch {
    return join(workDir, 'uids');
  }
}
