import type { Language, Signature } from '@codecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TESTED } from '../test/languages.ts';
import { createJudge, type Judge, type JudgeTest } from './index.ts';

const sig: Signature = {
  function: 'twoSum',
  params: [
    { name: 'nums', type: 'int[]' },
    { name: 'target', type: 'int' },
  ],
  returns: 'int[]',
};

const SOLUTIONS: Record<
  'javascript' | 'python' | 'java' | 'cpp' | 'typescript' | 'go' | 'rust' | 'ruby',
  string
> = {
  typescript: `function twoSum(nums: number[], target: number): number[] {
    const seen = new Map<number, number>();
    for (let i = 0; i < nums.length; i++) {
        const j = seen.get(target - nums[i]);
        if (j !== undefined) return [j, i];
        seen.set(nums[i], i);
    }
    return [];
};`,
  javascript: `var twoSum = function(nums, target) {
    const seen = new Map();
    for (let i = 0; i < nums.length; i++) {
        if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];
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
  ruby: `# @param {Integer[]} nums
# @param {Integer} target
# @return {Integer[]}
def two_sum(nums, target)
    seen = {}
    nums.each_with_index do |x, i|
        return [seen[target - x], i] if seen.key?(target - x)
        seen[x] = i
    end
    []
end
`,
  rust: `use std::collections::HashMap;
impl Solution {
    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {
        let mut seen = HashMap::new();
        for (i, &x) in nums.iter().enumerate() {
            if let Some(&j) = seen.get(&(target - x)) {
                return vec![j as i32, i as i32];
            }
            seen.insert(x, i);
        }
        vec![]
    }
}`,
  go: `func twoSum(nums []int, target int) []int {
    seen := map[int]int{}
    for i, x := range nums {
        if j, ok := seen[target-x]; ok {
            return []int{j, i}
        }
        seen[x] = i
    }
    return []int{}
}`,
};

const tests: JudgeTest[] = [
  { input: [[2, 7, 11, 15], 9], expected: [0, 1] },
  { input: [[3, 2, 4], 6], expected: [1, 2] },
  { input: [[3, 3], 6], expected: [0, 1] },
  { input: [[-1000000000, 5, 1000000000], 0], expected: [0, 2] },
];

let judge: Judge;
beforeAll(async () => {
  judge = await createJudge({ slots: 2 });
});
afterAll(() => judge.close());

describe('Two Sum in every required language', () => {
  for (const [language, code] of (Object.entries(SOLUTIONS) as Array<[Language, string]>).filter(([l]) =>
    TESTED.has(l),
  )) {
    it(`${language}: accepted, and a wrong answer names its test`, async () => {
      const base = {
        language,
        signature: sig,
        checker: 'unordered' as const,
        timeLimitMs: 1000,
        memoryLimitMb: 256,
      };
      const ok = await judge.run({ ...base, code, tests, stopOnFirstFailure: true });
      expect(ok.verdict).toBe('accepted');
      expect(ok.testsPassed).toBe(4);
      expect(ok.tests.map((t) => t.actual)).toEqual([
        [0, 1],
        [1, 2],
        [0, 1],
        [0, 2],
      ]);
      const bad = await judge.run({
        ...base,
        code,
        tests: [tests[0] as JudgeTest, { input: [[1, 2, 3], 5], expected: [0, 1] }, tests[1] as JudgeTest],
        stopOnFirstFailure: true,
      });
      expect(bad.verdict).toBe('wrong_answer');
      expect(bad.testsPassed).toBe(1);
      expect(bad.firstFailure).toEqual({ index: 1, input: [[1, 2, 3], 5], expected: [0, 1], actual: [1, 2] });
    });
  }
});

describe('progress and cancellation', () => {
  it('reports each test as it starts, and an aborted run stops at once', async () => {
    const seen: string[] = [];
    const r = await judge.run({
      language: 'python',
      code: SOLUTIONS.python,
      signature: sig,
      checker: 'unordered',
      tests,
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      stopOnFirstFailure: true,
      onProgress: (e) => seen.push(e.phase === 'running' ? `${e.test}/${e.total}` : e.phase),
    });
    expect(r.verdict).toBe('accepted');
    expect(seen).toEqual(['0/4', '1/4', '2/4', '3/4']);

    const ac = new AbortController();
    const t0 = performance.now();
    setTimeout(() => ac.abort(), 300);
    await expect(
      judge.run({
        language: 'python',
        code: 'class Solution:\n    def twoSum(self, nums, target):\n        while True: pass\n',
        signature: sig,
        checker: 'unordered',
        tests,
        timeLimitMs: 10_000,
        memoryLimitMb: 256,
        stopOnFirstFailure: true,
        signal: ac.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(performance.now() - t0).toBeLessThan(5000);
  });
});
