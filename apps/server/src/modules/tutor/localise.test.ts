import type { JudgeTest } from '@codecoach/judge';
import { describe, expect, it } from 'vitest';
import { variantTarget } from './experiments.ts';
import { localise, spectra, spectrumTests } from './localise.ts';
import { bareCodeContext, fileJudge, TWO_SUM_EXAMPLES, TWO_SUM_SIGNATURE } from './tutor-test-setup.ts';

/**
 * Fault localisation through the real judge: the learner's code in each language, made to report
 * its line coverage, runs on a failing input and passing tests; the line that only the failing
 * tests run is named, from the spectrum alone (no repairing variant, no crash).
 */
const signature = TWO_SUM_SIGNATURE;

// Each program answers two-element inputs the wrong way round, on its BUG line.
const PROGRAMS = {
  python: {
    bug: 4,
    code: `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        if len(nums) == 2:
            return [1, 0]
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [seen[target - x], i]
            seen[x] = i
        return []`,
  },
  javascript: {
    bug: 3,
    code: `const twoSum = function (nums, target) {
  if (nums.length === 2) {
    return [1, 0];
  }
  const seen = new Map();
  for (let i = 0; i < nums.length; i++) {
    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];
    seen.set(nums[i], i);
  }
  return [];
};`,
  },
  java: {
    bug: 5,
    code: `import java.util.*;
class Solution {
    public int[] twoSum(int[] nums, int target) {
        if (nums.length == 2) {
            return new int[]{1, 0};
        }
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            Integer j = seen.get(target - nums[i]);
            if (j != null) return new int[]{j, i};
            seen.put(nums[i], i);
        }
        return new int[0];
    }
}`,
  },
  cpp: {
    bug: 5,
    code: `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        if (nums.size() == 2) {
            return {1, 0};
        }
        unordered_map<int, int> seen;
        for (int i = 0; i < (int)nums.size(); i++) {
            auto it = seen.find(target - nums[i]);
            if (it != seen.end()) return {it->second, i};
            seen[nums[i]] = i;
        }
        return {};
    }
};`,
  },
} as const;

// Two Sum's examples: the first two pass, the third (`[3,3], 6`) fails every program above.
const [EXAMPLE_1, EXAMPLE_2, FAILING] = TWO_SUM_EXAMPLES as [JudgeTest, JudgeTest, JudgeTest];
const TESTS: JudgeTest[] = [
  EXAMPLE_1,
  EXAMPLE_2,
  { input: [[1, 5, 8, 3], 11], expected: [2, 3] },
  { input: [[4, 6, 1], 7], expected: [1, 2] },
];

const judge = fileJudge();

describe('fault localisation by line coverage', () => {
  for (const [language, p] of Object.entries(PROGRAMS)) {
    it(`${language}: the line only the failing test runs is named`, async () => {
      const { deps, c } = bareCodeContext(judge(), signature, language, p.code);
      const measured = await spectra(deps, c, variantTarget(c), spectrumTests(FAILING, TESTS));
      expect(measured?.spectra).toHaveLength(5);
      expect(measured?.spectra.filter((s) => s.failed)).toHaveLength(1);
      const found = localise(c, { ...(measured ? { measured } : {}), causes: [] }).suspect;
      expect(found?.line).toBe(p.bug);
      expect(found?.evidence.join(' ')).toMatch(/Ochiai 1\.00/);
    }, 60_000);
  }
});
