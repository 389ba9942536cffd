import { CATEGORIES, Signature } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { draftFromFamily } from './draft.ts';
import { FAMILIES, familiesOf } from './families/index.ts';
import { matchRequirements } from './requirements.ts';

/** The registry without running anything: every topic is covered and every draft is complete. */
describe('family registry', () => {
  it('has at least two families for each of the 18 topics, with unique ids', () => {
    for (const c of CATEGORIES) expect(familiesOf(c).length, c).toBeGreaterThanOrEqual(2);
    expect(new Set(FAMILIES.map((f) => f.id)).size).toBe(FAMILIES.length);
  });

  it('drafts a complete problem for every family and difficulty, the same for the same seed', () => {
    for (const family of FAMILIES) {
      for (const difficulty of family.difficulties) {
        const a = draftFromFamily(family, { difficulty, features: new Set(), seed: 11 });
        const b = draftFromFamily(family, { difficulty, features: new Set(), seed: 11 });
        expect(a).toEqual(b);
        expect(Signature.safeParse(a.signature).success, family.id).toBe(true);
        for (const l of ['javascript', 'python', 'java', 'cpp'] as const)
          expect(a.solutions[l].length).toBeGreaterThan(20);
        expect(a.hints.length).toBeGreaterThanOrEqual(2);
        const kinds = a.plants.map((p) => p.name);
        expect(kinds).toContain('brute-force');
        expect(a.plants.some((p) => p.name !== 'brute-force' && p.name !== 'constant')).toBe(true);
        expect(a.generatorCode).toContain('var generate = function');
        expect(a.validatorCode).toContain('var validate = function');
      }
    }
  });

  it('matches custom requirements clause by clause', () => {
    expect(
      matchRequirements('with negative numbers, on a grid; weighted graph and must be O(n log n)'),
    ).toEqual({
      features: ['negatives', 'grid', 'weighted', 'nlogn'],
      unknown: [],
    });
    expect(matchRequirements('dragons').unknown).toEqual(['dragons']);
  });
});
