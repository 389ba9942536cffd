import type { BuiltProblem } from '@codecoach/content';
import type { Db } from '../src/db/client.ts';
import { seedProblems } from '../src/modules/problems/seed.ts';

let n = 0;

/**
 * Two Sum in Python that sleeps `seconds` per test (5 tests): a judging that lasts, using no CPU,
 * well within the limits (3 s of CPU per test for Python here, and 3x that plus 1 s of wall clock).
 */
export const slowPython = (seconds: number) => `import time
class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        time.sleep(${seconds})
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [seen[target - x], i]
            seen[x] = i
        return []
`;

/** A Two Sum fixture (the bank's own problems are proven separately), with overrides. */
export function twoSumFixture(overrides: Partial<BuiltProblem['meta']> = {}): BuiltProblem {
  const slug = overrides.slug ?? `fixture-two-sum-${++n}`;
  const tests: BuiltProblem['tests'] = [
    { input: [[2, 7, 11, 15], 9], expected: [0, 1], hidden: false, origin: 'example 1' },
    { input: [[3, 2, 4], 6], expected: [1, 2], hidden: false, origin: 'example 2' },
    { input: [[3, 3], 6], expected: [0, 1], hidden: false, origin: 'example 3' },
    { input: [[1, 4, 9, -3], 6], expected: [2, 3], hidden: true, origin: 'edge 1' },
    { input: [[0, 4, 3, 0], 0], expected: [0, 3], hidden: true, origin: 'edge 2' },
  ];
  return {
    slug,
    version: `v-${slug}`,
    meta: {
      title: overrides.title ?? `Two Sum ${slug}`,
      slug,
      difficulty: 'easy',
      category: 'array',
      tags: ['hash-table'],
      estimatedMinutes: 15,
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      signature: {
        function: 'twoSum',
        params: [
          { name: 'nums', type: 'int[]' },
          { name: 'target', type: 'int' },
        ],
        returns: 'int[]',
      },
      checker: 'unordered',
      constraints: ['2 <= nums.length <= 10^4'],
      hints: ['Look for the complement.', 'Use a hash map.'],
      examples: [
        {
          input: 'nums = [2,7,11,15], target = 9',
          args: [[2, 7, 11, 15], 9],
          output: '[0,1]',
          explanation: 'Because 2 + 7 = 9.',
        },
      ],
      tests: { seed: 1, random: 0, small: 200 },
      wrong: [{ file: 'wrong/x.py', expect: 'wrong_answer', why: 'fixture' }],
      ...overrides,
    } as BuiltProblem['meta'],
    statement: 'Find two indices whose values add up to the target.',
    editorial: 'Use a hash map: O(n) time, O(n) space.',
    solutions: {
      javascript:
        'var twoSum = function(nums, target) { const m = new Map(); for (let i = 0; i < nums.length; i++) { if (m.has(target - nums[i])) return [m.get(target - nums[i]), i]; m.set(nums[i], i); } return []; };',
      python:
        'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n        return []\n',
      java: 'class Solution { public int[] twoSum(int[] nums, int target) { Map<Integer,Integer> m = new HashMap<>(); for (int i = 0; i < nums.length; i++) { Integer j = m.get(target - nums[i]); if (j != null) return new int[]{j, i}; m.put(nums[i], i); } return new int[0]; } }',
      cpp: 'class Solution { public: vector<int> twoSum(vector<int>& nums, int target) { unordered_map<int,int> m; for (int i = 0; i < (int)nums.size(); i++) { auto it = m.find(target - nums[i]); if (it != m.end()) return {it->second, i}; m[nums[i]] = i; } return {}; } };',
    },
    tests,
  };
}

export async function createProblem(
  db: Db,
  overrides: Partial<BuiltProblem['meta']> = {},
): Promise<BuiltProblem> {
  const fixture = twoSumFixture(overrides);
  await seedProblems(db, [fixture]);
  return fixture;
}
