import { describe, expect, it } from 'vitest';
import { metallaxisScore, mutationScores } from './metallaxis.ts';

const r = (passed: boolean, output: string) => ({ passed, output });

describe('metallaxisScore', () => {
  it('is Ochiai over the checks that kill a variant: failing ones count for it, passing ones against', () => {
    expect(metallaxisScore(1, 0, 1)).toBe(1);
    expect(metallaxisScore(1, 3, 1)).toBeCloseTo(0.5);
    expect(metallaxisScore(0, 2, 1)).toBe(0);
    expect(metallaxisScore(2, 0, 4)).toBeCloseTo(Math.SQRT1_2);
  });
});

describe('mutationScores', () => {
  // One failing check (the first) and three passing ones.
  const original = [r(false, '3'), r(true, '1'), r(true, '2'), r(true, '4')];
  it('ranks the line whose variant changes only the failing answer above lines whose variants change every answer', () => {
    const s = mutationScores(original, [
      // Line 2 (an initial value every test runs): changes every answer.
      { line: 2, results: [r(false, '0'), r(false, '0'), r(false, '0'), r(false, '0')] },
      // Line 5 (the fault): changes the failing answer alone, and repairs it.
      { line: 5, results: [r(true, '5'), r(true, '1'), r(true, '2'), r(true, '4')] },
      // Line 7: changes nothing.
      { line: 7, results: original },
    ]);
    expect(s.failing).toBe(1);
    expect(s.passing).toBe(3);
    expect(s.metallaxis.get(5)).toBe(1);
    expect(s.metallaxis.get(2)).toBeCloseTo(0.5);
    expect(s.metallaxis.get(7)).toBe(0);
    // MUSE: the repair points at line 5; line 2 turns passes into failures.
    expect(s.muse.get(5)).toBeGreaterThan(s.muse.get(7) ?? 1);
    expect(s.muse.get(2)).toBeLessThan(s.muse.get(7) ?? 0);
  });
  it('takes a line by its best variant, and leaves out a variant never seen on a failing check', () => {
    const s = mutationScores(original, [
      { line: 3, results: [r(false, '9'), r(false, '9'), r(true, '2'), r(true, '4')] },
      { line: 3, results: [r(false, '8'), r(true, '1'), r(true, '2'), r(true, '4')] },
      { line: 4, results: [undefined, r(false, '0'), r(true, '2'), r(true, '4')] },
    ]);
    expect(s.metallaxis.get(3)).toBe(1);
    expect(s.metallaxis.has(4)).toBe(false);
  });
});
