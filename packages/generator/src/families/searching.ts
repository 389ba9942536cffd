import { defineFamily } from '../family.ts';

/**
 * Searching: binary search on the answer (the slowest speed that finishes in time), and counting the
 * sorted values below each query.
 */

export const minSpeed = defineFamily({
  id: 'search-min-speed',
  category: 'searching',
  difficulties: ['medium', 'hard'],
  features: ['large-input', 'nlogn'],
  params: ({ rng }) => ({ story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Slowest Steady Reader' : 'Gentle Printing Speed'),
  story: (p) =>
    `${
      [
        'A student must read `piles[i]` pages of book `i` within `h` hours. Each hour she picks one book and reads up to `k` pages of it (if fewer remain, she finishes it and rests for the rest of that hour).',
        'A printer must finish `piles[i]` pages of job `i` within `h` minutes. Each minute it works on one job and prints up to `k` pages of it (a job with fewer pages left finishes and the printer idles until the next minute).',
      ][Number(p.story)]
    }\n\nReturn the smallest integer \`k\` that finishes everything within \`h\`.`,
  signature: () => ({
    function: 'minSpeed',
    params: [
      { name: 'piles', type: 'int[]' },
      { name: 'h', type: 'int' },
    ],
    returns: 'int',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['binary-search', 'array'],
  constraints: () => ['1 <= piles.length <= 10^4', 'piles.length <= h <= 10^9', '1 <= piles[i] <= 10^9'],
  hints: () => [
    'If speed k works, does k + 1 work?',
    'Binary search the answer between 1 and max(piles); each check costs O(n).',
  ],
  editorial: () =>
    '## Binary search on the answer\nThe hours needed, sum of ceil(piles[i] / k), only falls as k grows: binary search the smallest k with hours <= h.\n\nTime O(n log max), space O(1).\n\n## Brute force\nTry k = 1, 2, 3, ...: O(n · max).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 10000 : small ? R.int(1, 5) : R.int(1, 1000);
  const piles = R.arr(n, 1, small ? 30 : R.pick([100, 1000000000]));
  const total = piles.reduce((a, b) => a + b, 0);
  const h = mode === 'large' ? (i === 0 ? n : n + 1) : R.int(n, Math.min(1000000000, Math.max(n, small ? total + 2 : total)));
  if (mode === 'large') piles[0] = 1000000000;
  return [piles, h];`,
  validator: () => `
  if (piles.length < 1 || piles.length > 10000) return 'length out of range';
  if (h < piles.length || h > 1000000000) return 'h out of range';
  for (const x of piles) if (x < 1 || x > 1000000000) return 'pile out of range';`,
  edge: () => [
    [[1], 1],
    [[1000000000], 1],
    [[1000000000], 1000000000],
    [[3, 6, 7, 11], 8],
    [[5, 5], 3],
  ],
  references: () => ({
    javascript: `var minSpeed = function (piles, h) {
  let lo = 1, hi = Math.max(...piles);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    let hours = 0;
    for (const p of piles) hours += Math.ceil(p / mid);
    if (hours <= h) hi = mid; else lo = mid + 1;
  }
  return lo;
};
`,
    python: `class Solution:
    def minSpeed(self, piles: List[int], h: int) -> int:
        lo, hi = 1, max(piles)
        while lo < hi:
            mid = (lo + hi) // 2
            if sum((p + mid - 1) // mid for p in piles) <= h:
                hi = mid
            else:
                lo = mid + 1
        return lo
`,
    java: `class Solution {
    public int minSpeed(int[] piles, int h) {
        int lo = 1, hi = 0;
        for (int p : piles) hi = Math.max(hi, p);
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            long hours = 0;
            for (int p : piles) hours += (p + (long) mid - 1) / mid;
            if (hours <= h) hi = mid; else lo = mid + 1;
        }
        return lo;
    }
}
`,
    cpp: `class Solution {
public:
    int minSpeed(vector<int>& piles, int h) {
        int lo = 1, hi = *max_element(piles.begin(), piles.end());
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            long long hours = 0;
            for (int p : piles) hours += (p + (long long) mid - 1) / mid;
            if (hours <= h) hi = mid; else lo = mid + 1;
        }
        return lo;
    }
};
`,
  }),
  brute: () => `class Solution:
    def minSpeed(self, piles: List[int], h: int) -> int:
        k = 1
        while sum((p + k - 1) // k for p in piles) > h:
            k += 1
        return k
`,
  plants: () => [
    {
      name: 'floor-division',
      language: 'python',
      code: `class Solution:
    def minSpeed(self, piles: List[int], h: int) -> int:
        lo, hi = 1, max(piles)
        while lo < hi:
            mid = (lo + hi) // 2
            if sum(p // mid for p in piles) <= h:
                hi = mid
            else:
                lo = mid + 1
        return lo
`,
      expect: 'wrong_answer',
      why: 'Rounds the hours per pile down instead of up',
    },
  ],
});

export const countBelow = defineFamily({
  id: 'search-count-below',
  category: 'searching',
  difficulties: ['easy', 'medium'],
  features: ['negatives', 'duplicates', 'large-input', 'nlogn'],
  params: ({ features, rng }) => ({
    neg: features.has('negatives'),
    strict: rng.int(0, 1) === 0,
    story: rng.int(0, 1),
  }),
  title: (p) => (p.strict ? 'How Many Are Smaller' : 'How Many Fit Under'),
  story: (p) =>
    `${['A ranking board keeps scores `nums` sorted in non-decreasing order.', 'A warehouse keeps box heights `nums` sorted in non-decreasing order.'][Number(p.story)]}\n\nFor each \`queries[j]\`, return how many elements of \`nums\` are ${p.strict ? 'strictly smaller than' : 'at most'} it.`,
  signature: () => ({
    function: 'countBelow',
    params: [
      { name: 'nums', type: 'int[]' },
      { name: 'queries', type: 'int[]' },
    ],
    returns: 'int[]',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['binary-search', 'array'],
  constraints: (p) => [
    '1 <= nums.length, queries.length <= 10^5',
    'nums is sorted in non-decreasing order',
    p.neg ? '-10^9 <= nums[i], queries[j] <= 10^9' : '0 <= nums[i], queries[j] <= 10^9',
  ],
  hints: () => [
    'The array is sorted: the answer is a position.',
    'Binary search the first position whose value is too big.',
  ],
  editorial: () =>
    '## Binary search\nEach query is a lower (or upper) bound in the sorted array.\n\nTime O(q log n), space O(1).\n\n## Brute force\nScan the whole array per query: O(n·q).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 8) : R.int(1, 2000);
  const q = mode === 'large' ? 100000 : small ? R.int(1, 5) : R.int(1, 2000);
  const lo = P.neg ? (small ? -10 : -1000000000) : 0, hi = small ? 10 : 1000000000;
  const nums = R.arr(n, lo, hi).sort((a, b) => a - b);
  const queries = Array.from({ length: q }, () => (R.int(0, 1) ? R.pick(nums) : R.int(lo, hi)));
  return [nums, queries];`,
  validator: () => `
  if (nums.length < 1 || nums.length > 100000 || queries.length < 1 || queries.length > 100000) return 'size out of range';
  const lo = P.neg ? -1000000000 : 0;
  for (let k = 0; k < nums.length; k++) {
    if (nums[k] < lo || nums[k] > 1000000000) return 'value out of range';
    if (k > 0 && nums[k] < nums[k - 1]) return 'nums is not sorted';
  }
  for (const x of queries) if (x < lo || x > 1000000000) return 'query out of range';`,
  edge: () => [
    [[5], [5]],
    [
      [1, 1, 1],
      [1, 0, 2],
    ],
    [
      [1, 2, 3],
      [0, 4],
    ],
    [
      [2, 2, 3, 3],
      [2, 3],
    ],
  ],
  references: (p) => {
    const js = p.strict ? 'a[mid] < x' : 'a[mid] <= x';
    return {
      javascript: `var countBelow = function (nums, queries) {
  return queries.map((x) => {
    let lo = 0, hi = nums.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (${js.replace(/a\[/g, 'nums[')}) lo = mid + 1; else hi = mid; }
    return lo;
  });
};
`,
      python: `class Solution:
    def countBelow(self, nums: List[int], queries: List[int]) -> List[int]:
        return [bisect.${p.strict ? 'bisect_left' : 'bisect_right'}(nums, x) for x in queries]
`,
      java: `class Solution {
    public int[] countBelow(int[] nums, int[] queries) {
        int[] ans = new int[queries.length];
        for (int j = 0; j < queries.length; j++) {
            int lo = 0, hi = nums.length, x = queries[j];
            while (lo < hi) { int mid = (lo + hi) >>> 1; if (${js.replace(/a\[/g, 'nums[')}) lo = mid + 1; else hi = mid; }
            ans[j] = lo;
        }
        return ans;
    }
}
`,
      cpp: `class Solution {
public:
    vector<int> countBelow(vector<int>& nums, vector<int>& queries) {
        vector<int> ans;
        for (int x : queries) ans.push_back(${p.strict ? 'lower_bound' : 'upper_bound'}(nums.begin(), nums.end(), x) - nums.begin());
        return ans;
    }
};
`,
    };
  },
  brute: (p) => `class Solution:
    def countBelow(self, nums: List[int], queries: List[int]) -> List[int]:
        return [sum(1 for v in nums if v ${p.strict ? '<' : '<='} x) for x in queries]
`,
  plants: (p) => [
    {
      name: 'wrong-bound',
      language: 'python',
      code: `class Solution:
    def countBelow(self, nums: List[int], queries: List[int]) -> List[int]:
        return [bisect.${p.strict ? 'bisect_right' : 'bisect_left'}(nums, x) for x in queries]
`,
      expect: 'wrong_answer',
      why: p.strict
        ? 'Off by one: counts the elements equal to the query too'
        : 'Off by one: leaves out the elements equal to the query',
    },
  ],
});
