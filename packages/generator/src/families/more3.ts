import { defineFamily } from '../family.ts';

/** Second families for two pointers and sliding window. */

export const commonCount = defineFamily({
  id: 'two-pointers-common-count',
  category: 'two-pointers',
  difficulties: ['easy', 'medium'],
  features: ['negatives', 'duplicates', 'large-input', 'linear'],
  params: ({ features, rng }) => ({ neg: features.has('negatives'), story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Shared Stickers' : 'Matching Shifts'),
  story: (p) =>
    `${['Two friends list their sticker numbers `a` and `b`, each sorted in non-decreasing order.', 'Two teams list the hours of their shifts `a` and `b`, each sorted in non-decreasing order.'][Number(p.story)]}\n\nReturn the size of their common part counted with multiplicity: the number of pairs that can be formed by matching an element of \`a\` with an equal element of \`b\`, each element used at most once.`,
  signature: () => ({
    function: 'commonCount',
    params: [
      { name: 'a', type: 'int[]' },
      { name: 'b', type: 'int[]' },
    ],
    returns: 'int',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['two-pointers', 'array'],
  constraints: (p) => [
    '1 <= a.length, b.length <= 10^5',
    'a and b are sorted in non-decreasing order',
    p.neg ? '-10^9 <= a[i], b[j] <= 10^9' : '0 <= a[i], b[j] <= 10^9',
  ],
  hints: () => [
    'Both lists are sorted: walk them together.',
    'Advance the pointer at the smaller value; on a tie, count and advance both.',
  ],
  editorial: () =>
    '## Two pointers\nMerge-walk both arrays: equal values match and both pointers move, otherwise the smaller one moves.\n\nTime O(n + m), space O(1).\n\n## Brute force\nFor each element of a, search b for an unused equal element: O(n·m).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 7) : R.int(1, 2000);
  const m = mode === 'large' ? 100000 : small ? R.int(1, 7) : R.int(1, 2000);
  const lo = P.neg ? -1000000000 : 0;
  if (mode === 'large') {
    // Nothing in common: a naive search scans all of b for every element of a.
    return [Array.from({ length: n }, (_, k) => lo + 2 * k), Array.from({ length: m }, (_, k) => lo + 2 * k + 1)];
  }
  const span = small ? 6 : R.pick([20, 1000000000]);
  const a = R.arr(n, P.neg ? -span : 0, span).sort((x, y) => x - y);
  const b = R.arr(m, P.neg ? -span : 0, span).sort((x, y) => x - y);
  return [a, b];`,
  validator: () => `
  if (a.length < 1 || b.length < 1 || a.length > 100000 || b.length > 100000) return 'size out of range';
  for (const xs of [a, b]) for (let k = 0; k < xs.length; k++) {
    if (xs[k] < (P.neg ? -1000000000 : 0) || xs[k] > 1000000000) return 'value out of range';
    if (k > 0 && xs[k] < xs[k - 1]) return 'not sorted';
  }`,
  edge: () => [
    [[1], [1]],
    [[1], [2]],
    [
      [1, 1, 1],
      [1, 1],
    ],
    [
      [1, 2, 2, 3],
      [2, 2, 2, 3],
    ],
  ],
  references: () => ({
    javascript:
      'var commonCount = function (a, b) {\n  let i = 0, j = 0, count = 0;\n  while (i < a.length && j < b.length) {\n    if (a[i] === b[j]) { count++; i++; j++; }\n    else if (a[i] < b[j]) i++;\n    else j++;\n  }\n  return count;\n};\n',
    python:
      'class Solution:\n    def commonCount(self, a: List[int], b: List[int]) -> int:\n        i = j = count = 0\n        while i < len(a) and j < len(b):\n            if a[i] == b[j]:\n                count += 1\n                i += 1\n                j += 1\n            elif a[i] < b[j]:\n                i += 1\n            else:\n                j += 1\n        return count\n',
    java: 'class Solution {\n    public int commonCount(int[] a, int[] b) {\n        int i = 0, j = 0, count = 0;\n        while (i < a.length && j < b.length) {\n            if (a[i] == b[j]) { count++; i++; j++; }\n            else if (a[i] < b[j]) i++;\n            else j++;\n        }\n        return count;\n    }\n}\n',
    cpp: 'class Solution {\npublic:\n    int commonCount(vector<int>& a, vector<int>& b) {\n        size_t i = 0, j = 0;\n        int count = 0;\n        while (i < a.size() && j < b.size()) {\n            if (a[i] == b[j]) { count++; i++; j++; }\n            else if (a[i] < b[j]) i++;\n            else j++;\n        }\n        return count;\n    }\n};\n',
  }),
  brute: () =>
    'class Solution:\n    def commonCount(self, a: List[int], b: List[int]) -> int:\n        used = [False] * len(b)\n        count = 0\n        for x in a:\n            for j in range(len(b)):\n                if not used[j] and b[j] == x:\n                    used[j] = True\n                    count += 1\n                    break\n        return count\n',
  plants: () => [
    {
      name: 'distinct-only',
      language: 'python',
      code: 'class Solution:\n    def commonCount(self, a: List[int], b: List[int]) -> int:\n        return len(set(a) & set(b))\n',
      expect: 'wrong_answer',
      why: 'Counts common values once, ignoring how many times they appear',
    },
  ],
});

export const windowSum = defineFamily({
  id: 'window-best-sum',
  category: 'sliding-window',
  difficulties: ['easy', 'medium'],
  features: ['negatives', 'large-input', 'linear'],
  params: ({ features, rng }) => ({
    neg: features.has('negatives'),
    best: rng.int(0, 1) === 0,
    story: rng.int(0, 1),
  }),
  title: (p) => (p.best ? 'Best Week of Sales' : 'Quietest Stretch'),
  story: (p) =>
    `${['A shop logs its daily sales `nums`.', 'A sensor logs one reading per minute in `nums`.'][Number(p.story)]}\n\nReturn the ${p.best ? 'largest' : 'smallest'} sum of \`k\` consecutive entries.`,
  signature: () => ({
    function: 'windowSum',
    params: [
      { name: 'nums', type: 'int[]' },
      { name: 'k', type: 'int' },
    ],
    returns: 'long',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['sliding-window', 'array'],
  constraints: (p) => [
    '1 <= k <= nums.length <= 10^5',
    p.neg ? '-10^4 <= nums[i] <= 10^4' : '0 <= nums[i] <= 10^4',
  ],
  hints: () => [
    'Two neighbouring windows share k - 1 entries.',
    'Slide: add the entry coming in, subtract the one going out.',
  ],
  editorial: () =>
    '## Sliding window\nKeep the sum of the current window; each step adds one entry and removes one.\n\nTime O(n), space O(1).\n\n## Brute force\nSum every window from scratch: O(n·k).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 8) : R.int(1, 3000);
  const k = mode === 'large' ? n / 2 : R.int(1, n);
  return [R.arr(n, P.neg ? -10000 : 0, 10000), k];`,
  validator: () => `
  if (nums.length < 1 || nums.length > 100000 || k < 1 || k > nums.length) return 'size out of range';
  for (const x of nums) if (x < (P.neg ? -10000 : 0) || x > 10000) return 'value out of range';`,
  edge: () => [
    [[5], 1],
    [[1, 2, 3], 3],
    [[3, 1, 2], 1],
    [[0, 0, 0, 0], 2],
    [[1, 2, 9], 1],
    [[9, 2, 1], 1],
  ],
  references: (p) => {
    const pick = p.best ? 'max' : 'min';
    return {
      javascript: `var windowSum = function (nums, k) {\n  let sum = 0;\n  for (let i = 0; i < k; i++) sum += nums[i];\n  let best = sum;\n  for (let i = k; i < nums.length; i++) { sum += nums[i] - nums[i - k]; best = Math.${pick}(best, sum); }\n  return best;\n};\n`,
      python: `class Solution:\n    def windowSum(self, nums: List[int], k: int) -> int:\n        total = sum(nums[:k])\n        best = total\n        for i in range(k, len(nums)):\n            total += nums[i] - nums[i - k]\n            best = ${pick}(best, total)\n        return best\n`,
      java: `class Solution {\n    public long windowSum(int[] nums, int k) {\n        long sum = 0;\n        for (int i = 0; i < k; i++) sum += nums[i];\n        long best = sum;\n        for (int i = k; i < nums.length; i++) { sum += nums[i] - nums[i - k]; best = Math.${pick}(best, sum); }\n        return best;\n    }\n}\n`,
      cpp: `class Solution {\npublic:\n    long long windowSum(vector<int>& nums, int k) {\n        long long sum = 0;\n        for (int i = 0; i < k; i++) sum += nums[i];\n        long long best = sum;\n        for (size_t i = k; i < nums.size(); i++) { sum += nums[i] - nums[i - k]; best = ${pick}(best, sum); }\n        return best;\n    }\n};\n`,
    };
  },
  brute: (p) =>
    `class Solution:\n    def windowSum(self, nums: List[int], k: int) -> int:\n        return ${p.best ? 'max' : 'min'}(sum(nums[i:i + k]) for i in range(len(nums) - k + 1))\n`,
  plants: (p) => [
    {
      name: 'misses-last-window',
      language: 'javascript',
      code: `var windowSum = function (nums, k) {\n  let sum = 0;\n  for (let i = 0; i < k; i++) sum += nums[i];\n  let best = sum;\n  for (let i = k; i < nums.length - 1; i++) { sum += nums[i] - nums[i - k]; best = Math.${p.best ? 'max' : 'min'}(best, sum); }\n  return best;\n};\n`,
      expect: 'wrong_answer',
      why: 'Off by one: never looks at the last window',
    },
  ],
});
