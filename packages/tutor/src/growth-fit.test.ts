import { describe, expect, it } from 'vitest';
import { fitGrowth, growthSentence, lineOf } from './growth.ts';

const at = (f: (n: number) => number) => [12_500, 25_000, 50_000, 100_000].map((n) => ({ n, ms: f(n) }));
const fit = (points: Array<{ n: number; ms: number }>) =>
  fitGrowth(points, { sorts: false, truncated: false });

describe('how far a growth fit can be trusted', () => {
  it('R^2 is 1 on a line and low on scattered times', () => {
    expect(lineOf(at((n) => n / 5000)).r2).toBeCloseTo(1, 6);
    expect(lineOf(at((n) => n / 5000)).slope).toBeCloseTo(1, 6);
    const scattered = [
      { n: 1000, ms: 9 },
      { n: 2000, ms: 3 },
      { n: 4000, ms: 8 },
      { n: 8000, ms: 4 },
    ];
    expect(lineOf(scattered).r2).toBeLessThan(0.2);
  });

  it('small times on a line that spans 8x are clean: a linear scan timed at 2.5 to 20 ms', () => {
    // What a two-pointer scan measured on a spent evaluation case: slope 1.01.
    const g = fit([
      { n: 12_500, ms: 2.5 },
      { n: 25_000, ms: 5.0 },
      { n: 50_000, ms: 10.6 },
      { n: 100_000, ms: 19.8 },
    ]);
    expect(g?.complexity).toBe('O(n)');
    expect(g?.clean).toBe(true);
  });

  it('start-up noise is not clean: nearly flat, or off the line, or fewer than three points', () => {
    expect(fit(at((n) => 6 + n / 1e6))?.clean).toBe(false); // spans 1.1x
    expect(
      fit([
        { n: 1000, ms: 3 },
        { n: 2000, ms: 12 },
        { n: 4000, ms: 6 },
        { n: 8000, ms: 14 },
      ])?.clean,
    ).toBe(false);
    expect(
      fit([
        { n: 1000, ms: 3 },
        { n: 8000, ms: 30 },
      ])?.clean,
    ).toBe(false);
  });

  it('says where the class came from: measured, or read from the code when the times do not settle it', () => {
    const g = fit(at((n) => n / 5000));
    if (!g) throw new Error('no fit');
    expect(growthSentence(g)).toMatch(/grows like \*\*O\(n\)\*\* \(log-log slope 1\)/);
    const read = { ...g, complexity: 'O(n^2)', readFromCode: true };
    expect(growthSentence(read)).toMatch(
      /^Timed in the sandbox .*log-log slope 1\b.*does not settle the class; read from your code, it is \*\*O\(n\^2\)\*\*\.$/,
    );
    expect(growthSentence(read)).not.toMatch(/grows like/);
  });
});
