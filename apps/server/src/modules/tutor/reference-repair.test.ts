import type { Signature } from '@codecoach/contracts';
import type { JudgeTest } from '@codecoach/judge';
import type { CauseContext } from '@codecoach/tutor';
import { describe, expect, it } from 'vitest';
import { experiments } from './experiments.ts';
import { bareCodeContext, fileJudge } from './tutor-test-setup.ts';

/**
 * A step taken from the problem's reference (packages/tutor reference-variants.ts), run as a
 * variant in the real judge: code that never records what it has seen (a missing statement, which
 * no one-token change makes) is repaired by the reference's `seen.add(x)` in the learner's own
 * names, inserted where the reference has it, and the experiment names that line. Without the
 * reference, nothing repairs it.
 */
const signature: Signature = {
  function: 'countDistinct',
  params: [{ name: 'nums', type: 'int[]' }],
  returns: 'int',
};
const TESTS: JudgeTest[] = [
  { input: [[1, 2, 3]], expected: 3 },
  { input: [[5, 5, 5]], expected: 1 },
  { input: [[2, 1, 2]], expected: 2 },
];
const FAILING = { input: [[1, 1]], expected: 1, actual: 2 };

const PROGRAMS = {
  python: {
    line: 8,
    reference: `class Solution:
    def countDistinct(self, nums: List[int]) -> int:
        seen = set()
        count = 0
        for x in nums:
            if x not in seen:
                count += 1
                seen.add(x)
        return count`,
    code: `class Solution:
    def countDistinct(self, values: List[int]) -> int:
        found = set()
        total = 0
        for v in values:
            if v not in found:
                total += 1
        return total`,
  },
  javascript: {
    line: 7,
    reference: `var countDistinct = function (nums) {
  const seen = new Set();
  let count = 0;
  for (const x of nums) {
    if (!seen.has(x)) {
      count++;
      seen.add(x);
    }
  }
  return count;
};`,
    code: `var countDistinct = function (values) {
  const found = new Set();
  let total = 0;
  for (const v of values) {
    if (!found.has(v)) {
      total++;
    }
  }
  return total;
};`,
  },
  java: {
    line: 8,
    reference: `class Solution {
    public int countDistinct(int[] nums) {
        Set<Integer> seen = new HashSet<>();
        int count = 0;
        for (int x : nums) {
            if (!seen.contains(x)) {
                count++;
                seen.add(x);
            }
        }
        return count;
    }
}`,
    code: `class Solution {
    public int countDistinct(int[] values) {
        Set<Integer> found = new HashSet<>();
        int total = 0;
        for (int v : values) {
            if (!found.contains(v)) {
                total++;
            }
        }
        return total;
    }
}`,
  },
  cpp: {
    line: 9,
    reference: `class Solution {
public:
    int countDistinct(vector<int>& nums) {
        unordered_set<int> seen;
        int count = 0;
        for (int x : nums) {
            if (!seen.count(x)) {
                count++;
                seen.insert(x);
            }
        }
        return count;
    }
};`,
    code: `class Solution {
public:
    int countDistinct(vector<int>& values) {
        unordered_set<int> found;
        int total = 0;
        for (int v : values) {
            if (!found.count(v)) {
                total++;
            }
        }
        return total;
    }
};`,
  },
} as const;

const judge = fileJudge();

function context(language: string, code: string): CauseContext {
  return {
    failure: {
      verdict: 'wrong_answer',
      test: { input: FAILING.input, expected: FAILING.expected, actual: FAILING.actual },
    } as CauseContext['failure'],
    code,
    language: language as CauseContext['language'],
    signature,
    category: 'array',
  };
}

describe("a step from the problem's reference, tried in the sandbox", () => {
  for (const [language, p] of Object.entries(PROGRAMS)) {
    it(`${language}: a missing statement is repaired at the line it goes before, and only with the reference`, async () => {
      const { deps, c } = bareCodeContext(judge(), signature, language, p.code);
      const found = await experiments(
        deps,
        { ...c, reference: p.reference },
        context(language, p.code),
        FAILING,
        TESTS,
        performance.now() + 20_000,
      );
      expect(found?.repair).toMatchObject({ line: p.line, kind: 'wrong-update' });
      expect(found?.repair?.evidence).toMatch(/a correct solution takes here/);
      // The words never carry the reference's code.
      expect(found?.repair?.evidence).not.toMatch(/\.add|\.insert|seen/);
      const without = await experiments(
        deps,
        c,
        context(language, p.code),
        FAILING,
        TESTS,
        performance.now() + 20_000,
      );
      expect(without?.repair).toBeUndefined();
    }, 90_000);
  }
});
