import type { Language, Signature } from '@codecoach/contracts';
import type { JudgeTest } from '@codecoach/judge';

export const TWO_SUM: Signature = {
  function: 'twoSum',
  params: [
    { name: 'nums', type: 'int[]' },
    { name: 'target', type: 'int' },
  ],
  returns: 'int[]',
};

export const TWO_SUM_CODE: Record<'javascript' | 'python' | 'java' | 'cpp', string> = {
  javascript: `var twoSum = function(nums, target) {
    const seen = new Map();
    for (let i = 0; i < nums.length; i++) {
        const j = seen.get(target - nums[i]);
        if (j !== undefined) return [j, i];
        seen.set(nums[i], i);
    }
    return [];
};`,
  python: `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [seen[target - x], i]
            seen[x] = i
        return []
`,
  java: `class Solution {
    public int[] twoSum(int[] nums, int target) {
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            Integer j = seen.get(target - nums[i]);
            if (j != null) return new int[] { j, i };
            seen.put(nums[i], i);
        }
        return new int[0];
    }
}`,
  cpp: `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<int, int> seen;
        for (int i = 0; i < (int)nums.size(); i++) {
            auto it = seen.find(target - nums[i]);
            if (it != seen.end()) return {it->second, i};
            seen[nums[i]] = i;
        }
        return {};
    }
};`,
};

/** 50 seeded Two Sum tests, 2 to 10^4 numbers each, with exactly one answer (the last pair). */
export function twoSumTests(count = 50, seed = 7): JudgeTest[] {
  let s = seed;
  const rnd = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const tests: JudgeTest[] = [];
  for (let t = 0; t < count; t++) {
    const n = Math.max(2, Math.floor(10000 * (t / Math.max(1, count - 1)) ** 2));
    // Distinct even numbers plus two odd ones: only the odd pair sums to the odd target.
    const nums = Array.from({ length: n - 2 }, (_, i) => 2 * i * (rnd() < 0.5 ? 1 : -1));
    const a = 2 * Math.floor(rnd() * 1e6) + 1;
    const b = 2 * Math.floor(rnd() * 1e6) + 3;
    nums.push(a, b);
    tests.push({ input: [nums, a + b], expected: [n - 2, n - 1] });
  }
  return tests;
}

export type BenchLanguage = keyof typeof TWO_SUM_CODE;
export const isBenchLanguage = (l: Language): l is BenchLanguage => l in TWO_SUM_CODE;
