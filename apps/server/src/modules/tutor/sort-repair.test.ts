import type { Signature } from '@codecoach/contracts';
import type { JudgeTest } from '@codecoach/judge';
import type { CauseContext } from '@codecoach/tutor';
import { describe, expect, it } from 'vitest';
import { experiments } from './experiments.ts';
import { bareCodeContext, fileJudge } from './tutor-test-setup.ts';

/**
 * The sort experiment in the real judge: code that assumes its input sorted is repaired by
 * sorting the failing input and the examples (each keeping its answer, by the reference), and
 * only then; code with another bug that a sorted failing input happens to pass is not.
 */
const signature: Signature = {
  function: 'maxTandems',
  params: [
    { name: 'weights', type: 'int[]' },
    { name: 'limit', type: 'int' },
  ],
  returns: 'int',
};
// The problem's reference (the oracle's): sort, then pair the lightest with the heaviest that fits.
const REFERENCE = `var maxTandems = function (weights, limit) {
  const w = [...weights].sort((a, b) => a - b);
  let lo = 0, hi = w.length - 1, pairs = 0;
  while (lo < hi) {
    if (w[lo] + w[hi] <= limit) { pairs++; lo++; hi--; } else hi--;
  }
  return pairs;
};`;
// The examples (the first three tests): the second is unsorted, the third a lone paddler.
const TESTS: JudgeTest[] = [
  { input: [[1, 2], 3], expected: 1 },
  { input: [[2, 1, 1], 2], expected: 1 },
  { input: [[2], 5], expected: 0 },
];
const FAILING = { input: [[3, 1, 2, 2], 4], expected: 2, actual: 1 };

const unsorted = (condition: string) => `class Solution:
    def maxTandems(self, weights: List[int], limit: int) -> int:
        lo, hi = 0, len(weights) - 1
        pairs = 0
        while ${condition}:
            if weights[lo] + weights[hi] <= limit:
                pairs += 1
                lo += 1
                hi -= 1
            else:
                hi -= 1
        return pairs`;

const judge = fileJudge();

async function sortExperiment(code: string) {
  const { deps, c } = bareCodeContext(judge(), signature, 'python', code);
  const withReference = { ...c, judgeProblem: { ...c.judgeProblem, reference: REFERENCE } };
  const ctx: CauseContext = {
    failure: { verdict: 'wrong_answer', test: { input: FAILING.input, expected: 2, actual: 1 } },
    code,
    language: 'python',
    signature,
    category: 'two-pointers',
  } as CauseContext;
  return experiments(deps, withReference, ctx, FAILING, TESTS, performance.now() + 20_000);
}

describe('the sort experiment, tried in the sandbox', () => {
  it('code that assumes a sorted input passes the failing input and the examples once they are sorted', async () => {
    const found = await sortExperiment(unsorted('lo < hi'));
    expect(found?.sortedPasses).toBe(true);
  }, 60_000);

  it('is no repair when a sorted example still fails (a paddler paired with himself)', async () => {
    // Sorted, the failing input passes even so ([1, 2, 2, 3]: two pairs); the lone paddler of the
    // third example is paired with himself, sorted or not.
    const found = await sortExperiment(unsorted('lo <= hi'));
    expect(found?.sortedPasses).toBe(false);
  }, 60_000);
});
