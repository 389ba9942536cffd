import { describe, expect, it } from 'vitest';
import { limiter, mapLimit } from './pool.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('mapLimit', () => {
  it('keeps the input order and never runs more than the limit', async () => {
    let active = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 4, 2, 3], 2, async (x, i) => {
      active++;
      peak = Math.max(peak, active);
      for (let k = 0; k < x; k++) await tick();
      active--;
      return x * 10 + i;
    });
    expect(out).toEqual([50, 11, 42, 23, 34]);
    expect(peak).toBe(2);
  });
});

describe('limiter', () => {
  it('hands released slots to waiters without exceeding the limit', async () => {
    const limit = limiter(2);
    let active = 0;
    let peak = 0;
    const job = async () => {
      active++;
      peak = Math.max(peak, active);
      await tick();
      active--;
    };
    await Promise.all(Array.from({ length: 10 }, () => limit(job)));
    // A caller arriving while a slot is being handed over must still wait.
    await Promise.all([limit(job), limit(job), limit(job), limit(job)]);
    expect(peak).toBe(2);
    expect(active).toBe(0);
  });

  it('releases the slot when the job throws', async () => {
    const limit = limiter(1);
    await expect(limit(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });
});
