import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheKey, DiskCache, judgeVersion } from './cache.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'content-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('DiskCache', () => {
  it('returns what was stored under the same key only', async () => {
    const cache = new DiskCache<{ n: number }>(dir, 'build');
    await cache.set('two-sum', 'k1', { n: 1 });
    expect(await cache.get('two-sum', 'k1')).toEqual({ n: 1 });
    expect(await cache.get('two-sum', 'k2')).toBeUndefined();
    expect(await cache.get('three-sum', 'k1')).toBeUndefined();
  });

  it("drops the problem's older entries but not other problems'", async () => {
    const cache = new DiskCache<number>(dir, 'proof');
    await cache.set('two-sum', 'old', 1);
    await cache.set('two-sum-ii', 'other', 2);
    await cache.set('two-sum', 'new', 3);
    expect((await readdir(join(dir, 'proof'))).sort()).toEqual(['two-sum-ii.other.json', 'two-sum.new.json']);
  });

  it('treats a torn entry as a miss', async () => {
    const cache = new DiskCache<number>(dir, 'build');
    await cache.set('x', 'k', 1);
    await writeFile(join(dir, 'build', 'x.k.json'), '{"trunc');
    expect(await cache.get('x', 'k')).toBeUndefined();
  });
});

describe('keys', () => {
  it('differ when any part differs', () => {
    expect(cacheKey('a', 'b')).toBe(cacheKey('a', 'b'));
    expect(cacheKey('a', 'b')).not.toBe(cacheKey('ab', ''));
  });

  it('the judge version is a stable hash of the judge sources', async () => {
    const v = await judgeVersion();
    expect(v).toMatch(/^[0-9a-f]{16}$/);
    expect(await judgeVersion()).toBe(v);
  });
});
