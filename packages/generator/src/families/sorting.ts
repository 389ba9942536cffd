import { defineFamily } from '../family.ts';

/** Sorting: counting inversions, and the closest two values. */

export const inversions = defineFamily({
  id: 'sorting-inversions',
  category: 'sorting',
  difficulties: ['medium', 'hard'],
  features: ['negatives', 'duplicates', 'large-input', 'nlogn'],
  params: ({ features, rng }) => ({ neg: features.has('negatives'), story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Out-of-Order Pairs' : 'Queue Complaints'),
  story: (p) =>
    `${
      [
        'A librarian checks how far a shelf of books is from sorted: `nums[i]` is the catalogue number of the `i`-th book.',
        'People stand in a queue with heights `nums`; a person complains about each person in front of them who is strictly taller.',
      ][Number(p.story)]
    }\n\nReturn the number of pairs \`(i, j)\` with \`i < j\` and \`nums[i] > nums[j]\`. The answer can exceed 32 bits.`,
  signature: () => ({
    function: 'countInversions',
    params: [{ name: 'nums', type: 'int[]' }],
    returns: 'long',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['sorting', 'merge-sort', 'divide-and-conquer'],
  constraints: (p) => [
    '1 <= nums.length <= 10^5',
    p.neg ? '-10^9 <= nums[i] <= 10^9' : '0 <= nums[i] <= 10^9',
  ],
  hints: () => [
    'Merge sort puts two sorted halves together. What does it learn while merging?',
    'When an element of the right half is taken first, it is smaller than every element left in the left half.',
  ],
  editorial: () =>
    '## Merge sort\nCount, while merging, how many left-half elements each right-half element jumps over.\n\nTime O(n log n), space O(n).\n\n## Brute force\nEvery pair: O(n^2).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 9) : R.int(1, 3000);
  const span = small ? 5 : R.pick([10, 1000000000]);
  return [R.arr(n, P.neg ? -span : 0, span)];`,
  validator: () => `
  if (nums.length < 1 || nums.length > 100000) return 'length out of range';
  for (const x of nums) if (x < (P.neg ? -1000000000 : 0) || x > 1000000000) return 'value out of range';`,
  edge: () => [[[1]], [[2, 1]], [[1, 1]], [[3, 2, 1]], [[1, 2, 3, 3, 0]]],
  references: () => ({
    javascript: `var countInversions = function (nums) {
  const a = [...nums], tmp = new Array(a.length);
  const sort = (lo, hi) => {
    if (hi - lo < 2) return 0;
    const mid = (lo + hi) >> 1;
    let count = sort(lo, mid) + sort(mid, hi), i = lo, j = mid, k = lo;
    while (i < mid || j < hi) {
      if (j >= hi || (i < mid && a[i] <= a[j])) tmp[k++] = a[i++];
      else { count += mid - i; tmp[k++] = a[j++]; }
    }
    for (let t = lo; t < hi; t++) a[t] = tmp[t];
    return count;
  };
  return sort(0, a.length);
};
`,
    python: `class Solution:
    def countInversions(self, nums: List[int]) -> int:
        def sort(a):
            if len(a) < 2:
                return a, 0
            mid = len(a) // 2
            left, x = sort(a[:mid])
            right, y = sort(a[mid:])
            merged, count, i, j = [], x + y, 0, 0
            while i < len(left) or j < len(right):
                if j >= len(right) or (i < len(left) and left[i] <= right[j]):
                    merged.append(left[i])
                    i += 1
                else:
                    count += len(left) - i
                    merged.append(right[j])
                    j += 1
            return merged, count
        return sort(nums)[1]
`,
    java: `class Solution {
    private int[] a, tmp;
    private long sort(int lo, int hi) {
        if (hi - lo < 2) return 0;
        int mid = (lo + hi) >>> 1;
        long count = sort(lo, mid) + sort(mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid || j < hi) {
            if (j >= hi || (i < mid && a[i] <= a[j])) tmp[k++] = a[i++];
            else { count += mid - i; tmp[k++] = a[j++]; }
        }
        for (int t = lo; t < hi; t++) a[t] = tmp[t];
        return count;
    }
    public long countInversions(int[] nums) {
        a = nums.clone();
        tmp = new int[a.length];
        return sort(0, a.length);
    }
}
`,
    cpp: `class Solution {
    vector<int> a, tmp;
    long long sortCount(int lo, int hi) {
        if (hi - lo < 2) return 0;
        int mid = (lo + hi) / 2;
        long long count = sortCount(lo, mid) + sortCount(mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid || j < hi) {
            if (j >= hi || (i < mid && a[i] <= a[j])) tmp[k++] = a[i++];
            else { count += mid - i; tmp[k++] = a[j++]; }
        }
        for (int t = lo; t < hi; t++) a[t] = tmp[t];
        return count;
    }
public:
    long long countInversions(vector<int>& nums) {
        a = nums;
        tmp.assign(a.size(), 0);
        return sortCount(0, a.size());
    }
};
`,
  }),
  brute: () => `class Solution:
    def countInversions(self, nums: List[int]) -> int:
        return sum(1 for i in range(len(nums)) for j in range(i + 1, len(nums)) if nums[i] > nums[j])
`,
  plants: () => [
    {
      name: 'counts-ties',
      language: 'javascript',
      code: `var countInversions = function (nums) {
  const a = [...nums], tmp = new Array(a.length);
  const sort = (lo, hi) => {
    if (hi - lo < 2) return 0;
    const mid = (lo + hi) >> 1;
    let count = sort(lo, mid) + sort(mid, hi), i = lo, j = mid, k = lo;
    while (i < mid || j < hi) {
      if (j >= hi || (i < mid && a[i] < a[j])) tmp[k++] = a[i++];
      else { count += mid - i; tmp[k++] = a[j++]; }
    }
    for (let t = lo; t < hi; t++) a[t] = tmp[t];
    return count;
  };
  return sort(0, a.length);
};
`,
      expect: 'wrong_answer',
      why: 'Counts equal values as out of order',
    },
  ],
});

export const closestPair = defineFamily({
  id: 'sorting-closest-values',
  category: 'sorting',
  difficulties: ['easy', 'medium'],
  features: ['negatives', 'duplicates', 'large-input', 'nlogn'],
  params: ({ features, rng }) => ({ neg: features.has('negatives'), story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Closest Two Readings' : 'Nearest Two Prices'),
  story: (p) =>
    `${['A lab records measurements `nums`.', 'A shop lists the prices `nums` of its items.'][Number(p.story)]}\n\nReturn the smallest value of \`|nums[i] - nums[j]|\` over all \`i != j\`.`,
  signature: () => ({ function: 'minGap', params: [{ name: 'nums', type: 'int[]' }], returns: 'int' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['sorting', 'array'],
  constraints: (p) => [
    '2 <= nums.length <= 10^5',
    p.neg ? '-5 * 10^8 <= nums[i] <= 5 * 10^8' : '0 <= nums[i] <= 10^9',
  ],
  hints: () => [
    'After sorting, where can the closest pair be?',
    'Only neighbours in sorted order need to be compared.',
  ],
  editorial: () =>
    '## Sort\nSort, then take the smallest difference of neighbours.\n\nTime O(n log n), space O(n).\n\n## Brute force\nEvery pair: O(n^2).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(2, 8) : R.int(2, 3000);
  const lo = P.neg ? -500000000 : 0, hi = P.neg ? 500000000 : 1000000000;
  return [R.arr(n, small ? Math.max(lo, -30) : lo, small ? 30 : hi)];`,
  validator: () => `
  if (nums.length < 2 || nums.length > 100000) return 'length out of range';
  for (const x of nums) if (x < (P.neg ? -500000000 : 0) || x > (P.neg ? 500000000 : 1000000000)) return 'value out of range';`,
  edge: (p) => [
    [[1, 1]],
    [[0, 1000]],
    [[5, 1, 9, 4]],
    [[p.neg ? -500000000 : 0, p.neg ? 500000000 : 1000000000]],
  ],
  references: () => ({
    javascript:
      'var minGap = function (nums) {\n  const a = Int32Array.from(nums).sort();\n  let best = Infinity;\n  for (let i = 1; i < a.length; i++) best = Math.min(best, a[i] - a[i - 1]);\n  return best;\n};\n',
    python:
      'class Solution:\n    def minGap(self, nums: List[int]) -> int:\n        a = sorted(nums)\n        return min(a[i] - a[i - 1] for i in range(1, len(a)))\n',
    java: 'class Solution {\n    public int minGap(int[] nums) {\n        int[] a = nums.clone();\n        Arrays.sort(a);\n        int best = Integer.MAX_VALUE;\n        for (int i = 1; i < a.length; i++) best = Math.min(best, a[i] - a[i - 1]);\n        return best;\n    }\n}\n',
    cpp: 'class Solution {\npublic:\n    int minGap(vector<int>& nums) {\n        vector<int> a(nums);\n        sort(a.begin(), a.end());\n        int best = INT_MAX;\n        for (size_t i = 1; i < a.size(); i++) best = min(best, a[i] - a[i - 1]);\n        return best;\n    }\n};\n',
  }),
  brute: () =>
    'class Solution:\n    def minGap(self, nums: List[int]) -> int:\n        return min(abs(nums[i] - nums[j]) for i in range(len(nums)) for j in range(i + 1, len(nums)))\n',
  plants: () => [
    {
      name: 'skips-first-gap',
      language: 'python',
      code: 'class Solution:\n    def minGap(self, nums: List[int]) -> int:\n        a = sorted(nums)\n        return min([a[i] - a[i - 1] for i in range(2, len(a))] or [abs(a[-1] - a[0]) + 1])\n',
      expect: 'wrong_answer',
      why: 'Off by one: never compares the two smallest values',
    },
  ],
});
