import { at as elementAt } from '../../lib/invariant.ts';

/**
 * Contest ratings by the Codeforces formula (Mike Mirzayanov, codeforces.com/blog/entry/20762);
 * decision 015 says why this one and not Elo-MMR. Every participant's seed (expected rank) comes
 * from everyone's old ratings; the rating that would have made their actual rank the expected one
 * is found by binary search; they move half-way to it; then everyone shifts so the changes sum to
 * about zero, and the top of the field a little further so ratings do not inflate.
 *
 * The expected-rank sums read a table of f(R) = sum over participants of P(R loses to them) per
 * integer R, filled on demand from a histogram of the old ratings, so 10,000 participants take
 * milliseconds rather than the formula's O(n^2 log R).
 */
export const INITIAL_RATING = 1500;
const MIN_R = -1000;
const MAX_R = 6000;

export interface RatingInput {
  userId: string;
  /** Final rank on the board (ties share the best place); the formula uses the tie's last place. */
  rank: number;
  rating: number;
}
export interface RatingChange {
  userId: string;
  rank: number;
  seed: number;
  oldRating: number;
  newRating: number;
  delta: number;
}

/** Probability that a player rated `a` finishes above one rated `b`. */
const winP = (a: number, b: number) => 1 / (1 + 10 ** ((b - a) / 400));

let diffTable: Float64Array | undefined;
/** P(a player rated R + d beats one rated R) for every integer difference d: no power per pair. */
function winByDiff(): Float64Array {
  if (!diffTable) {
    const span = MAX_R - MIN_R;
    diffTable = new Float64Array(2 * span + 1);
    for (let d = -span; d <= span; d++) diffTable[d + span] = 1 / (1 + 10 ** (-d / 400));
  }
  return diffTable;
}

export function codeforcesRatings(parts: readonly RatingInput[]): RatingChange[] {
  const n = parts.length;
  if (n === 0) return [];
  const hist = new Map<number, number>();
  for (const p of parts) hist.set(Math.round(p.rating), (hist.get(Math.round(p.rating)) ?? 0) + 1);
  const distinct = [...hist];
  const span = MAX_R - MIN_R;
  const byDiff = winByDiff();
  // f[R - MIN_R] = sum_j P(j beats a player rated R), self included; filled as the searches ask.
  const f = new Float64Array(span + 1).fill(Number.NaN);
  const at = (raw: number) => {
    const R = Math.min(MAX_R, Math.max(MIN_R, raw));
    let v = elementAt(f, R - MIN_R);
    if (Number.isNaN(v)) {
      v = 0;
      for (const [r, count] of distinct) {
        const d = Math.min(span, Math.max(-span, r - R));
        v += count * elementAt(byDiff, d + span);
      }
      f[R - MIN_R] = v;
    }
    return v;
  };
  /** Expected rank of a player rated R among the others (`self` is their own old rating). */
  const seedOf = (R: number, self: number) => 1 + at(R) - winP(Math.round(self), R);

  // Codeforces' reassignRanks: everyone in a tie takes the last place of their group (two tied for
  // 2nd are both 3rd), the number of participants ranked at or above them.
  const atOrAbove = new Map<number, number>();
  for (const p of parts) atOrAbove.set(p.rank, (atOrAbove.get(p.rank) ?? 0) + 1);
  let seen = 0;
  for (const r of [...atOrAbove.keys()].sort((a, b) => a - b)) {
    seen += atOrAbove.get(r) ?? 0;
    atOrAbove.set(r, seen);
  }

  const changes = parts.map((p) => {
    const seed = seedOf(Math.round(p.rating), p.rating);
    const mid = Math.sqrt((atOrAbove.get(p.rank) ?? p.rank) * seed);
    // The largest R whose expected rank is still >= mid (expected rank falls as R rises).
    let lo = MIN_R;
    let hi = MAX_R;
    while (hi - lo > 1) {
      const m = Math.floor((lo + hi) / 2);
      if (seedOf(m, p.rating) < mid) hi = m;
      else lo = m;
    }
    return {
      userId: p.userId,
      rank: p.rank,
      seed,
      oldRating: p.rating,
      delta: Math.trunc((lo - p.rating) / 2),
    };
  });

  // Changes sum to about zero (a little below, so ratings do not inflate).
  const sum = changes.reduce((s, c) => s + c.delta, 0);
  const inc = Math.trunc(-sum / n) - 1;
  for (const c of changes) c.delta += inc;
  // The highest rated (4 sqrt(n) of them) are held to a sum near zero too.
  const top = [...changes]
    .sort((a, b) => b.oldRating - a.oldRating)
    .slice(0, Math.min(n, 4 * Math.round(Math.sqrt(n))));
  const topSum = top.reduce((s, c) => s + c.delta, 0);
  const topInc = Math.min(Math.max(Math.trunc(-topSum / top.length), -10), 0);
  for (const c of changes) c.delta += topInc;

  return changes.map((c) => ({ ...c, newRating: c.oldRating + c.delta }));
}
