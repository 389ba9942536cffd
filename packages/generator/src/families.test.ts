import { createJudge, type Judge } from '@codecoach/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProblem } from './generate.ts';

/**
 * One family end to end through the real judge (the whole set is proven by
 * `npm run prove-families -w @codecoach/generator`, not by npm test: it takes minutes).
 */
let judge: Judge;
beforeAll(async () => {
  judge = await createJudge({ slots: 2 });
});
afterAll(async () => {
  await judge.close();
});

describe('generateProblem, built-in engine', () => {
  it('proves a generated array problem in four languages, and the same seed gives the same problem', async () => {
    const steps: string[] = [];
    const req = { topic: 'array', difficulty: 'easy', customPrompt: 'with negative numbers' } as const;
    const r = await generateProblem(req, { judge, seed: 42, onStep: (s) => steps.push(s) });
    if (!r.ok) throw new Error(`${r.reason}\n${JSON.stringify(r.checks, null, 1)}`);
    expect(steps).toEqual([
      'drafting',
      'tests',
      'prove-javascript',
      'prove-python',
      'prove-java',
      'prove-cpp',
    ]);
    const names = r.checks.map((c) => c.name);
    for (const l of ['javascript', 'python', 'java', 'cpp']) expect(names).toContain(`reference ${l}`);
    expect(names).toContain('brute force agrees');
    expect(names.some((n) => /brute-force.py gets time_limit_exceeded/.test(n))).toBe(true);
    expect(names.some((n) => /constant.js gets wrong_answer/.test(n))).toBe(true);
    expect(r.checks.every((c) => c.ok)).toBe(true);
    expect(r.problem.tests.filter((t) => t.hidden).length).toBeGreaterThanOrEqual(15);
    expect(r.problem.meta.constraints.join(' ')).toMatch(/-\d+ <= /);
    expect(r.problem.meta.category).toBe('array');
    expect(r.notes).toEqual([]);
    // Same seed, same request: the same statement and tests, without proving again.
    const { draftFromFamily } = await import('./draft.ts');
    const { familyById } = await import('./families/index.ts');
    const family = familyById(r.family ?? '');
    if (!family) throw new Error('family not found');
    const a = draftFromFamily(family, { difficulty: 'easy', features: new Set(['negatives']), seed: 42 });
    expect(a.statement).toBe(r.problem.statement);
    expect(a.slug).toBe(r.problem.slug);
  });

  it('says which requirements it could not honour', async () => {
    const { selectFamily } = await import('./select.ts');
    const { createRng } = await import('./rng.ts');
    const sel = selectFamily(
      { topic: 'string', difficulty: 'hard', requirements: 'on a grid, purple elephants' },
      createRng(1),
    );
    expect(sel.notes).toContain('Not understood, so not applied: "purple elephants"');
    expect(sel.notes).toContain('Could not honour "a grid" for a string problem.');
  });
});
