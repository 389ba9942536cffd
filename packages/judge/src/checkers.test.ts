import type { CheckerKind } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { check, FLOAT_TOLERANCE } from './checkers.ts';

describe('checkers', () => {
  it('exact compares JSON values', () => {
    expect(check('exact', [0, 1], [0, 1])).toBe(true);
    expect(check('exact', [0, 1], [1, 0])).toBe(false);
    expect(check('exact', 'a', 'a')).toBe(true);
    expect(check('exact', null, [])).toBe(false);
    expect(check('exact', 2, 2.0)).toBe(true);
    expect(check('exact', true, 1)).toBe(false);
  });
  it('unordered ignores the top-level order only', () => {
    expect(check('unordered', [1, 2, 2], [2, 1, 2])).toBe(true);
    expect(check('unordered', [1, 2, 2], [2, 1, 1])).toBe(false);
    expect(check('unordered', [[1, 2], [3]], [[3], [1, 2]])).toBe(true);
    expect(check('unordered', [[1, 2], [3]], [[3], [2, 1]])).toBe(false);
  });
  it('unordered-deep ignores order at every level (Group Anagrams)', () => {
    expect(
      check(
        'unordered-deep',
        [['bat'], ['nat', 'tan'], ['ate', 'eat', 'tea']],
        [['tea', 'ate', 'eat'], ['bat'], ['tan', 'nat']],
      ),
    ).toBe(true);
    expect(check('unordered-deep', [['a', 'b'], ['c']], [['a'], ['b', 'c']])).toBe(false);
  });
  it('float accepts absolute or relative error up to 1e-5', () => {
    expect(check('float', 1.0, 1.000009)).toBe(true);
    expect(check('float', 1.0, 1.00002)).toBe(false);
    expect(check('float', 1e9, 1e9 + 5000)).toBe(true);
    expect(check('float', [0.5, 2.5], [0.500001, 2.499999])).toBe(true);
    expect(check('float', [0.5], [0.5, 1])).toBe(false);
  });
  it('custom is refused on the host: it runs only in the sandbox (checker-box.ts)', () => {
    expect(() => check('custom', 1, 1)).toThrow(/only in the sandbox/);
  });
});

/** mulberry32: a seeded generator, so any failure is reproducible from its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = number | string | boolean | null | Json[];

function gen(r: () => number, depth: number): Json {
  const k = r();
  if (depth > 0 && k < 0.45) return Array.from({ length: Math.floor(r() * 4) }, () => gen(r, depth - 1));
  if (k < 0.7) return Math.floor(r() * 5) - 2;
  if (k < 0.8) return Math.round(r() * 1000) / 7;
  if (k < 0.9) return ['a', 'b', 'ab', ''][Math.floor(r() * 4)] as string;
  return k < 0.95 ? r() < 0.5 : null;
}

function shuffle<T>(r: () => number, a: T[]): T[] {
  const b = [...a];
  for (let i = b.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [b[i], b[j]] = [b[j] as T, b[i] as T];
  }
  return b;
}

/** A variant of v: shuffled at some levels, sometimes nudged or changed. */
function mutate(r: () => number, v: Json, depth = 0): Json {
  if (Array.isArray(v)) {
    let out = v.map((e) => mutate(r, e, depth + 1));
    if (r() < 0.5) out = shuffle(r, out);
    if (r() < 0.05) out.pop();
    return out;
  }
  if (typeof v === 'number') {
    const x = r();
    if (x < 0.1) return v + (r() - 0.5) * 4e-6;
    if (x < 0.15) return v + 1e-3;
    if (x < 0.18) return v + 1;
  }
  return v;
}

// Naive oracles, written differently from the implementation on purpose.
const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);
function oracleUnordered(a: Json, b: Json): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return same(a, b);
  if (a.length !== b.length) return false;
  const used = new Array(b.length).fill(false);
  return a.every((x) => {
    const j = b.findIndex((y, i) => !used[i] && same(x, y));
    if (j < 0) return false;
    used[j] = true;
    return true;
  });
}
/** Backtracking search for a perfect matching, level by level. */
function oracleDeep(a: Json, b: Json): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return same(a, b);
  if (a.length !== b.length) return false;
  const used = new Array(b.length).fill(false);
  const go = (i: number): boolean => {
    if (i === a.length) return true;
    for (let j = 0; j < b.length; j++) {
      if (used[j] || !oracleDeep(a[i] as Json, b[j] as Json)) continue;
      used[j] = true;
      if (go(i + 1)) return true;
      used[j] = false;
    }
    return false;
  };
  return go(0);
}
function oracleFloat(a: Json, b: Json): boolean {
  if (typeof a === 'number' && typeof b === 'number') {
    const d = Math.abs(a - b);
    return d <= FLOAT_TOLERANCE || d / Math.max(Math.abs(a), Math.abs(b)) <= FLOAT_TOLERANCE;
  }
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => oracleFloat(x, b[i] as Json));
  return same(a, b);
}

const ORACLES: Record<Exclude<CheckerKind, 'custom'>, (a: Json, b: Json) => boolean> = {
  exact: same,
  unordered: oracleUnordered,
  'unordered-deep': oracleDeep,
  float: oracleFloat,
};

describe('seeded fuzzing of the checkers against naive oracles', () => {
  for (const [kind, oracle] of Object.entries(ORACLES) as Array<
    [CheckerKind, (a: Json, b: Json) => boolean]
  >) {
    it(kind, () => {
      const seed = 20261122;
      const r = rng(seed + kind.length);
      const outcomes = { true: 0, false: 0 };
      for (let n = 0; n < 4000; n++) {
        const a = gen(r, 3);
        const b = r() < 0.15 ? gen(r, 3) : mutate(r, a);
        const want = oracle(a, b);
        const got = check(kind, a, b);
        if (got !== want)
          throw new Error(
            `seed ${seed} case ${n}: ${kind}(${JSON.stringify(a)}, ${JSON.stringify(b)}) = ${got}, oracle ${want}`,
          );
        outcomes[String(want) as 'true' | 'false']++;
      }
      // Both answers must be exercised, or the fuzzing proves little.
      expect(outcomes.true).toBeGreaterThan(300);
      expect(outcomes.false).toBeGreaterThan(300);
    });
  }
});
