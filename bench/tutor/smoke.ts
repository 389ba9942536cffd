import type { EvalSet } from './load.ts';

/**
 * The smoke subset: eight submissions, two per language, that the vitest test runs through the
 * judge on every `npm test` (the whole set is `npm run tutor:verify`). Chosen to cover each
 * verdict the set uses and a labelled fix.
 */
export const SMOKE_IDS = [
  'two-sum-js-falsy-index',
  'max-subarray-js-best-zero',
  'stock-py-max-minus-min',
  'two-sum-py-every-pair',
  'stock-java-min-starts-at-zero',
  'max-subarray-java-reset-before-best',
  'stock-cpp-skips-last-day',
  'max-subarray-cpp-kadane',
] as const;

export function smokeSubset(set: EvalSet): EvalSet {
  const ids: readonly string[] = SMOKE_IDS;
  return {
    failing: set.failing.filter((c) => ids.includes(c.id)),
    optimize: set.optimize.filter((c) => ids.includes(c.id)),
    injections: set.injections.filter((c) => ids.includes(c.id)),
  };
}
