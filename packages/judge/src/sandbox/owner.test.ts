import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { certainlyDead, ownerTag, parseOwner, pidNamespace } from './owner.ts';
import { claimUids } from './uids.ts';

describe('owners of boxes and uid claims', () => {
  it('is dead for certain only in our own pid namespace', () => {
    const gone = spawnSync('true').pid ?? 0;
    expect(certainlyDead({ ns: pidNamespace(), pid: gone })).toBe(true);
    expect(certainlyDead({ ns: pidNamespace(), pid: process.pid })).toBe(false);
    // A pid in another namespace says nothing here: never dead.
    expect(certainlyDead({ ns: pidNamespace() + 1, pid: gone })).toBe(false);
    expect(parseOwner(ownerTag())).toEqual({ ns: pidNamespace(), pid: process.pid });
    expect(parseOwner('1234')).toEqual({ ns: pidNamespace(), pid: 1234 });
  });

  it('takes over the uid claim of a dead judge, never one held from another namespace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'uids-'));
    try {
      const gone = spawnSync('true').pid ?? 0;
      writeFileSync(join(dir, 'uids-70000'), `${pidNamespace() + 1}.${gone}`);
      writeFileSync(join(dir, 'uids-70064'), `${pidNamespace()}.${gone}`);
      const c = claimUids(dir, 70000, 2);
      expect(c.base).toBe(70064);
      expect(readFileSync(join(dir, 'uids-70064'), 'utf8')).toBe(ownerTag());
      c.release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
