import type { Signature } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { parseBounds } from './bounds.ts';
import { type LearnerOutcome, minimise, type Oracle } from './minimise.ts';

/**
 * The minimiser with a scripted oracle (the sandbox runs it stands for are tested in
 * explain.test.ts): a shrunk input is kept only if the problem's validator accepts it, so the input
 * a learner is shown never breaks the statement (issue 23: a Two Sum input with no valid pair was
 * shown once, the reference and the brute force agreeing on `[]`).
 */
const twoSum: Signature = {
  function: 'twoSum',
  params: [
    { name: 'nums', type: 'int[]' },
    { name: 'target', type: 'int' },
  ],
  returns: 'int[]',
};

/** Exactly one pair adds up to target: the statement's promise, as validator.py checks it. */
function onePair([nums, target]: unknown[]): boolean {
  const xs = nums as number[];
  let pairs = 0;
  for (let i = 0; i < xs.length; i++)
    for (let j = i + 1; j < xs.length; j++) if ((xs[i] ?? 0) + (xs[j] ?? 0) === target) pairs++;
  return pairs === 1;
}

/** A reference that answers anything (`[]` without a pair), and a learner who always fails. */
function oracle(valid?: (input: unknown[]) => boolean): Oracle & { checked: unknown[][] } {
  const checked: unknown[][] = [];
  return {
    checked,
    reference: async (inputs) => inputs.map(() => []),
    learner: async (inputs): Promise<LearnerOutcome[]> => inputs.map(() => ({ verdict: 'wrong_answer' })),
    ...(valid
      ? {
          valid: async (inputs: unknown[][]) => {
            checked.push(...inputs);
            return inputs.map(valid);
          },
        }
      : {}),
  };
}

const start = {
  input: [[3, 8, 1, 9, 4, 6], 7],
  expected: [2, 5],
  outcome: { verdict: 'wrong_answer' as const },
};
const bounds = parseBounds(['2 <= nums.length <= 10^4']);

describe('minimise', () => {
  it('without a validator, shrinks to inputs the statement does not allow', async () => {
    const m = await minimise(twoSum, bounds, start, oracle());
    expect(m.minimised).toBe(true);
    expect(onePair(m.input)).toBe(false);
  });

  it('with the validator, every input it moves to keeps the promise', async () => {
    const o = oracle(onePair);
    const m = await minimise(twoSum, bounds, start, o);
    expect(o.checked.length).toBeGreaterThan(0);
    expect(onePair(m.input)).toBe(true);
    expect((m.input[0] as number[]).length).toBeLessThan(6);
  });

  it('a validator that accepts nothing leaves the input as found', async () => {
    const m = await minimise(
      twoSum,
      bounds,
      start,
      oracle(() => false),
    );
    expect(m.minimised).toBe(false);
    expect(m.input).toEqual(start.input);
  });
});
