import type { Language, Verdict } from '@codecoach/contracts';

/**
 * The chaos workload: Two Sum (the server tests' fixture: 5 tests, 1000 ms, 256 MB, unordered
 * checker) in every language, right and wrong in the ways learners are. Each variant's verdict is
 * what the judge gives it on a calm run (the baseline checks that before any chaos).
 */
export interface Variant {
  name: string;
  language: Language;
  expected: Verdict;
  code: string;
  /** Relative frequency in the workload. */
  weight: number;
}

export const VARIANTS: Variant[] = [
  {
    name: 'javascript accepted',
    language: 'javascript',
    expected: 'accepted',
    weight: 10,
    code: 'var twoSum = function(nums, target) { const m = new Map(); for (let i = 0; i < nums.length; i++) { if (m.has(target - nums[i])) return [m.get(target - nums[i]), i]; m.set(nums[i], i); } return []; };',
  },
  {
    name: 'python accepted',
    language: 'python',
    expected: 'accepted',
    weight: 10,
    code: 'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n        return []\n',
  },
  {
    name: 'java accepted',
    language: 'java',
    expected: 'accepted',
    weight: 6,
    code: 'class Solution { public int[] twoSum(int[] nums, int target) { Map<Integer,Integer> m = new HashMap<>(); for (int i = 0; i < nums.length; i++) { Integer j = m.get(target - nums[i]); if (j != null) return new int[]{j, i}; m.put(nums[i], i); } return new int[0]; } }',
  },
  {
    name: 'cpp accepted',
    language: 'cpp',
    expected: 'accepted',
    weight: 6,
    code: 'class Solution { public: vector<int> twoSum(vector<int>& nums, int target) { unordered_map<int,int> m; for (int i = 0; i < (int)nums.size(); i++) { auto it = m.find(target - nums[i]); if (it != m.end()) return {it->second, i}; m[nums[i]] = i; } return {}; } };',
  },
  {
    name: 'c accepted',
    language: 'c',
    expected: 'accepted',
    weight: 4,
    code: 'int* twoSum(int* nums, int numsSize, int target, int* returnSize) {\n  int* r = malloc(2 * sizeof(int));\n  *returnSize = 2;\n  for (int i = 0; i < numsSize; i++)\n    for (int j = i + 1; j < numsSize; j++)\n      if (nums[i] + nums[j] == target) { r[0] = i; r[1] = j; return r; }\n  *returnSize = 0;\n  return r;\n}\n',
  },
  {
    name: 'csharp accepted',
    language: 'csharp',
    expected: 'accepted',
    weight: 4,
    code: 'public class Solution { public int[] TwoSum(int[] nums, int target) { var m = new Dictionary<int, int>(); for (int i = 0; i < nums.Length; i++) { if (m.TryGetValue(target - nums[i], out var j)) return new int[] { j, i }; m[nums[i]] = i; } return new int[0]; } }',
  },
  {
    name: 'javascript wrong answer',
    language: 'javascript',
    expected: 'wrong_answer',
    weight: 6,
    code: 'var twoSum = function(nums, target) { return [0, 1]; };',
  },
  {
    name: 'python wrong answer',
    language: 'python',
    expected: 'wrong_answer',
    weight: 6,
    code: 'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        return [0, 1]\n',
  },
  {
    name: 'cpp wrong answer',
    language: 'cpp',
    expected: 'wrong_answer',
    weight: 4,
    code: 'class Solution { public: vector<int> twoSum(vector<int>& nums, int target) { return {0, 1}; } };',
  },
  {
    name: 'python runtime error',
    language: 'python',
    expected: 'runtime_error',
    weight: 4,
    code: 'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        return [nums[100], 0]\n',
  },
  {
    name: 'javascript runtime error',
    language: 'javascript',
    expected: 'runtime_error',
    weight: 3,
    code: "var twoSum = function(nums, target) { throw new Error('not yet'); };",
  },
  {
    name: 'java runtime error',
    language: 'java',
    expected: 'runtime_error',
    weight: 2,
    code: 'class Solution { public int[] twoSum(int[] nums, int target) { return new int[]{nums[100], 0}; } }',
  },
  {
    name: 'python time limit',
    language: 'python',
    expected: 'time_limit_exceeded',
    weight: 2,
    code: 'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        while True:\n            pass\n',
  },
  {
    name: 'javascript time limit',
    language: 'javascript',
    expected: 'time_limit_exceeded',
    weight: 2,
    code: 'var twoSum = function(nums, target) { for (;;) {} };',
  },
  {
    name: 'java compilation error',
    language: 'java',
    expected: 'compilation_error',
    weight: 3,
    code: 'class Solution { public int[] twoSum(int[] nums, int target) { return nums } }',
  },
  {
    name: 'cpp compilation error',
    language: 'cpp',
    expected: 'compilation_error',
    weight: 3,
    code: 'class Solution { public: vector<int> twoSum(vector<int>& nums, int target) { return nums.size() } };',
  },
  {
    name: 'python memory limit',
    language: 'python',
    expected: 'memory_limit_exceeded',
    weight: 2,
    code: 'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        hoard = [list(range(1000)) for _ in range(100000)]\n        return [0, len(hoard)]\n',
  },
];

/** A comment that names the submission, in the language's own syntax, so its rows can be found. */
export function tagged(v: Variant, tag: string): string {
  return `${v.code}${v.code.endsWith('\n') ? '' : '\n'}${v.language === 'python' ? '#' : '//'} ${tag}\n`;
}

export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` variants drawn by weight with a seeded generator (the same workload every run). */
export function draw(n: number, seed: number): Variant[] {
  const rnd = mulberry32(seed);
  const total = VARIANTS.reduce((s, v) => s + v.weight, 0);
  return Array.from({ length: n }, () => {
    let x = rnd() * total;
    for (const v of VARIANTS) {
      x -= v.weight;
      if (x < 0) return v;
    }
    return VARIANTS[VARIANTS.length - 1] as Variant;
  });
}
