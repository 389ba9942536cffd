/**
 * Growth fitting for Optimize and time limits: runtimes measured on inputs of doubling size, a
 * least-squares line through (log n, log ms), and its slope named as a class. Points under the
 * timer's noise floor are dropped: a constant start-up cost would flatten any slope.
 */

/** A fitted growth: runtimes measured in the sandbox on inputs of doubling size. */
export interface GrowthFacts {
  points: Array<{ n: number; ms: number }>;
  /** Slope of log(ms) against log(n). */
  slope: number;
  /** The named class: "O(1)", "O(log n)", "O(n)", "O(n log n)", "O(n^2)", "O(n^3)", "O(2^n)". */
  complexity: string;
  /** Whether the measurement stopped early (a time limit at some size), noted for honesty. */
  truncated: boolean;
  /** The fitted points lie on their line (growth.ts): the slope is the code's, however small the times. */
  clean?: boolean;
  /** The class is the code's reading (its loops), the times alone not settling it. */
  readFromCode?: boolean;
}

/** Below this a measured time is mostly the harness's own cost. */
export const NOISE_FLOOR_MS = 2;

export function slopeOf(points: ReadonlyArray<{ n: number; ms: number }>): number {
  return lineOf(points).slope;
}

/** The least-squares line through (log n, log ms): its slope and R^2 (1: every point on it). */
export function lineOf(points: ReadonlyArray<{ n: number; ms: number }>): { slope: number; r2: number } {
  const xs = points.map((p) => Math.log(p.n));
  const ys = points.map((p) => Math.log(p.ms));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  let total = 0;
  for (let i = 0; i < xs.length; i++) {
    num += ((xs[i] ?? 0) - mx) * ((ys[i] ?? 0) - my);
    den += ((xs[i] ?? 0) - mx) ** 2;
    total += ((ys[i] ?? 0) - my) ** 2;
  }
  const slope = den === 0 ? 0 : num / den;
  // Explained over total variance; all times equal: a flat line that fits them exactly.
  const r2 = total === 0 ? 1 : (slope * slope * den) / total;
  return { slope, r2 };
}

/** The least a fit's R^2 and its times' span must be for its slope to stand however small the times. */
export const CLEAN_R2 = 0.98;
export const CLEAN_SPAN = 4;

/**
 * The class named for a slope. Between 1 and 1.5 the slope alone cannot tell O(n) from
 * O(n log n) (log n adds about 0.1 over these sizes): a sort in the code decides.
 */
export function nameSlope(slope: number, sorts: boolean, halves = false): string {
  if (slope < 0.3) return halves ? 'O(log n)' : 'O(1)';
  if (slope < 1.45) return sorts ? 'O(n log n)' : 'O(n)';
  if (slope < 2.5) return 'O(n^2)';
  if (slope < 3.5) return 'O(n^3)';
  return 'O(2^n)';
}

export function fitGrowth(
  raw: ReadonlyArray<{ n: number; ms: number }>,
  opts: { sorts: boolean; truncated: boolean; halves?: boolean },
): GrowthFacts | undefined {
  const above = raw.filter((p) => p.ms >= NOISE_FLOOR_MS && p.n > 0);
  // The smallest sizes carry the runtime's warm-up (a JIT's first calls) more than the algorithm:
  // fit on the points within 50x of the largest time when there are three of them.
  const top = Math.max(0, ...above.map((p) => p.ms));
  const near = above.filter((p) => p.ms >= top / 50);
  const points = near.length >= 3 ? near : above;
  if (points.length < 2) return undefined;
  const { slope, r2 } = lineOf(points);
  const times = points.map((p) => p.ms);
  const span = Math.max(...times) / Math.min(...times);
  return {
    points: [...raw],
    slope: Math.round(slope * 100) / 100,
    complexity: nameSlope(slope, opts.sorts, opts.halves ?? false),
    truncated: opts.truncated,
    clean: points.length >= 3 && r2 >= CLEAN_R2 && span >= CLEAN_SPAN,
  };
}

/** Rank of a named class, to compare with a target ("O(n log n)" is worse than "O(n)"). */
export function classRank(c: string): number | undefined {
  const s = c.replace(/\s+/g, '').toLowerCase();
  if (/2\^n|n!|exponential/.test(s)) return 6;
  if (/n\^3/.test(s)) return 5;
  if (/n\^2|n\*m|rows\*cols\)\^2/.test(s)) return 4;
  if (/nlog|\(n\+m\)log|mlogm/.test(s)) return 3;
  if (/o\(1\)orlog|^o\(log|^o\(1\)/.test(s)) return 1;
  if (/sqrt/.test(s)) return 1.5;
  if (/o\(n|o\(m|rows\*cols|total/.test(s)) return 2;
  return undefined;
}

/** The growth's sentence: measured, or (`readFromCode`) timed but named from the code's reading. */
export function growthSentence(g: GrowthFacts): string {
  const limit = g.truncated ? '; the largest sizes hit the time limit' : '';
  return g.readFromCode
    ? `Timed in the sandbox on inputs of doubling size (log-log slope ${g.slope}${limit}), which alone does not settle the class; read from your code, it is **${g.complexity}**.`
    : `Measured in the sandbox on inputs of doubling size, your code grows like **${g.complexity}** (log-log slope ${g.slope}${limit}).`;
}
