import { defineFamily } from '../family.ts';

/** Two pointers: the most water between two walls, and the common part of two sorted lists. */

export const mostWater = defineFamily({
  id: 'two-pointers-most-water',
  category: 'two-pointers',
  difficulties: ['medium'],
  features: ['large-input', 'linear'],
  params: ({ rng }) => ({ story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Widest Reservoir' : 'Two Walls, Most Rain'),
  story: (p) =>
    `${
      [
        'Vertical walls stand at positions `0..n-1` with heights `height[i]`.',
        'A fence has posts at positions `0..n-1`; post `i` is `height[i]` tall.',
      ][Number(p.story)]
    }\n\nChoose two of them, \`i < j\`; together with the ground they hold \`(j - i) * min(height[i], height[j])\` units of water. Return the most water two of them can hold.`,
  signature: () => ({ function: 'mostWater', params: [{ name: 'height', type: 'int[]' }], returns: 'int' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['two-pointers', 'greedy', 'array'],
  constraints: () => ['2 <= height.length <= 10^5', '0 <= height[i] <= 10^4'],
  hints: () => [
    'Start with the widest pair.',
    'Moving the taller side inward can never help; move the shorter one.',
  ],
  editorial: () =>
    '## Two pointers\nStart at both ends; record the area, then move the shorter wall inward.\n\nTime O(n), space O(1).\n\n## Brute force\nEvery pair: O(n^2).',
  generator: () => `
  const n = mode === 'large' ? 100000 : mode === 'small' || mode === 'example' ? R.int(2, 9) : R.int(2, 3000);
  return [R.arr(n, 0, mode === 'small' || mode === 'example' ? 9 : 10000)];`,
  validator: () => `
  if (height.length < 2 || height.length > 100000) return 'length out of range';
  for (const x of height) if (x < 0 || x > 10000) return 'height out of range';`,
  edge: () => [[[1, 1]], [[0, 0]], [[1, 8, 6, 2, 5, 4, 8, 3, 7]], [[5, 0, 0, 0, 5]], [[10000, 10000]]],
  references: () => ({
    javascript: `var mostWater = function (height) {
  let lo = 0, hi = height.length - 1, best = 0;
  while (lo < hi) {
    best = Math.max(best, (hi - lo) * Math.min(height[lo], height[hi]));
    if (height[lo] < height[hi]) lo++; else hi--;
  }
  return best;
};
`,
    python: `class Solution:
    def mostWater(self, height: List[int]) -> int:
        lo, hi, best = 0, len(height) - 1, 0
        while lo < hi:
            best = max(best, (hi - lo) * min(height[lo], height[hi]))
            if height[lo] < height[hi]:
                lo += 1
            else:
                hi -= 1
        return best
`,
    java: `class Solution {
    public int mostWater(int[] height) {
        int lo = 0, hi = height.length - 1, best = 0;
        while (lo < hi) {
            best = Math.max(best, (hi - lo) * Math.min(height[lo], height[hi]));
            if (height[lo] < height[hi]) lo++; else hi--;
        }
        return best;
    }
}
`,
    cpp: `class Solution {
public:
    int mostWater(vector<int>& height) {
        int lo = 0, hi = (int) height.size() - 1, best = 0;
        while (lo < hi) {
            best = max(best, (hi - lo) * min(height[lo], height[hi]));
            if (height[lo] < height[hi]) lo++; else hi--;
        }
        return best;
    }
};
`,
  }),
  brute: () => `class Solution:
    def mostWater(self, height: List[int]) -> int:
        return max((j - i) * min(height[i], height[j]) for i in range(len(height)) for j in range(i + 1, len(height)))
`,
  plants: () => [
    {
      name: 'stops-early',
      language: 'javascript',
      code: `var mostWater = function (height) {
  let lo = 0, hi = height.length - 1, best = 0;
  while (lo < hi - 1) {
    best = Math.max(best, (hi - lo) * Math.min(height[lo], height[hi]));
    if (height[lo] < height[hi]) lo++; else hi--;
  }
  return best;
};
`,
      expect: 'wrong_answer',
      why: 'Off by one: never looks at two neighbouring walls',
    },
  ],
});

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
