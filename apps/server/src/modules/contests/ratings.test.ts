import { describe, expect, it } from 'vitest';
import { codeforcesRatings, INITIAL_RATING, type RatingInput } from './ratings.ts';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A field of n players: ratings from a few levels (so many share one), ranks with some ties. */
function field(seed: number, n: number): RatingInput[] {
  const r = rng(seed);
  let rank = 1;
  return Array.from({ length: n }, (_, i) => {
    if (i > 0 && r() > 0.2) rank = i + 1;
    return { userId: `u${i}`, rank, rating: [1200, 1500, 1500, 1800, 2100][Math.floor(r() * 5)] as number };
  });
}

describe('Codeforces ratings', () => {
  it('a field of newcomers: the winner gains, the last loses, the changes sum to about zero', () => {
    const parts = Array.from({ length: 10 }, (_, i) => ({
      userId: `u${i}`,
      rank: i + 1,
      rating: INITIAL_RATING,
    }));
    const out = codeforcesRatings(parts);
    expect(out[0]?.delta).toBeGreaterThan(0);
    expect(out[9]?.delta).toBeLessThan(0);
    expect(out[0]?.seed).toBeCloseTo(5.5, 5);
    const sum = out.reduce((s, c) => s + c.delta, 0);
    expect(sum).toBeLessThanOrEqual(0);
    expect(sum).toBeGreaterThan(-3 * 10);
  });

  it('a better rank never gives a lower change: among equal old ratings, in 300 seeded fields', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const out = codeforcesRatings(field(seed, 2 + (seed % 60)));
      for (const a of out)
        for (const b of out)
          if (a.oldRating === b.oldRating && a.rank < b.rank && a.delta < b.delta)
            expect({ seed, a, b }).toBeNull();
    }
  });

  it('a better rank never gives a lower change: the same player moved up one place, all else equal (100 fields)', () => {
    for (let seed = 1; seed <= 100; seed++) {
      const parts = field(seed, 3 + (seed % 40)).map((p, i) => ({ ...p, rank: i + 1 }));
      const base = codeforcesRatings(parts);
      for (let i = 1; i < parts.length; i++) {
        // Player i and i-1 swap places: i moves up.
        const swapped = parts.map((p, j) =>
          j === i ? { ...p, rank: i } : j === i - 1 ? { ...p, rank: i + 1 } : p,
        );
        const before = base.find((c) => c.userId === `u${i}`);
        const after = codeforcesRatings(swapped).find((c) => c.userId === `u${i}`);
        if ((after?.delta ?? 0) < (before?.delta ?? 0)) expect({ seed, i, before, after }).toBeNull();
      }
    }
  });

  it('rates a tie as Codeforces does: two tied for 2nd are both rated as 3rd (reassignRanks)', () => {
    const ratings = [1500, 1620, 1480, 1550];
    const rated = (ranks: number[]) =>
      codeforcesRatings(ranks.map((rank, i) => ({ userId: `u${i}`, rank, rating: ratings[i] as number })));
    const tied = rated([1, 2, 2, 4]);
    const asLastPlace = rated([1, 3, 3, 4]);
    expect(tied.map((c) => c.delta)).toEqual(asLastPlace.map((c) => c.delta));
    // The board's rank is what is kept and shown; only the formula uses the tie's last place.
    expect(tied.map((c) => c.rank)).toEqual([1, 2, 2, 4]);
    // Rated as 2nd, the tied would have gained more than Codeforces gives.
    const asBestPlace = rated([1, 2, 3, 4]);
    expect(asBestPlace[1]?.delta).toBeGreaterThan(tied[1]?.delta as number);
  });

  it('rates 10,000 participants in well under a second', () => {
    const parts = field(7, 10_000);
    const t0 = performance.now();
    const out = codeforcesRatings(parts);
    const ms = performance.now() - t0;
    expect(out).toHaveLength(10_000);
    expect(ms).toBeLessThan(5_000);
  });
});
