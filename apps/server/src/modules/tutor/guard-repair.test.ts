import type { Signature } from '@codecoach/contracts';
import type { JudgeTest } from '@codecoach/judge';
import type { CauseContext } from '@codecoach/tutor';
import { describe, expect, it } from 'vitest';
import { experiments } from './experiments.ts';
import { bareCodeContext, fileJudge } from './tutor-test-setup.ts';

/**
 * The guard for an empty input (packages/tutor guard-mutants.ts), run as a variant in the real
 * judge: code that crashes only on an empty list is repaired by returning the expected answer
 * just before the first statement that reads the list, and the experiment names that line.
 */
const signature: Signature = { function: 'total', params: [{ name: 'nums', type: 'int[]' }], returns: 'int' };
const TESTS: JudgeTest[] = [
  { input: [[1, 2, 3]], expected: 6 },
  { input: [[5]], expected: 5 },
  { input: [[4, -4, 9]], expected: 9 },
];
const FAILING = { input: [[]], expected: 0, actual: undefined };

const PROGRAMS = {
  python: {
    line: 4,
    error: { type: 'IndexError', message: 'list index out of range', line: 4 },
    code: `class Solution:
    def total(self, nums: List[int]) -> int:
        s = 0
        first = nums[0]
        for x in nums:
            s += x
        return s + first - first`,
  },
  javascript: {
    line: 3,
    error: { type: 'TypeError', message: "Cannot read properties of undefined (reading 'valueOf')", line: 3 },
    code: `var total = function (nums) {
  let s = 0;
  const first = nums[0].valueOf();
  for (const x of nums) s += x;
  return s + first - first;
};`,
  },
  java: {
    line: 4,
    error: { type: 'ArrayIndexOutOfBoundsException', message: 'Index 0 out of bounds for length 0', line: 4 },
    code: `class Solution {
    public int total(int[] nums) {
        int s = 0;
        int first = nums[0];
        for (int x : nums) s += x;
        return s + first - first;
    }
}`,
  },
  cpp: {
    line: 5,
    error: { type: 'std::out_of_range', message: 'vector::_M_range_check', line: 5 },
    code: `class Solution {
public:
    int total(vector<int>& nums) {
        int s = 0;
        int first = nums.at(0);
        for (int x : nums) s += x;
        return s + first - first;
    }
};`,
  },
} as const;

const judge = fileJudge();

describe('a guard for the empty input, tried in the sandbox', () => {
  for (const [language, p] of Object.entries(PROGRAMS)) {
    it(`${language}: repairs the crash, at the line the guard goes before`, async () => {
      const { deps, c } = bareCodeContext(judge(), signature, language, p.code);
      const ctx: CauseContext = {
        failure: {
          verdict: 'runtime_error',
          test: { input: FAILING.input, expected: 0, actual: null },
          error: p.error,
        } as CauseContext['failure'],
        code: p.code,
        language: language as CauseContext['language'],
        signature,
        category: 'array',
      };
      const found = await experiments(deps, c, ctx, FAILING, TESTS, performance.now() + 20_000);
      expect(found?.repair).toMatchObject({ line: p.line, kind: 'empty-input' });
    }, 60_000);
  }
});
