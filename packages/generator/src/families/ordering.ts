import { defineFamily } from '../family.ts';

/** Greedy, backtracking, sorting and searching families. */

export const disjointIntervals = defineFamily({
  id: 'greedy-disjoint-intervals',
  category: 'greedy',
  difficulties: ['easy', 'medium'],
  features: ['large-input', 'nlogn', 'negatives'],
  params: ({ features, rng }) => ({ neg: features.has('negatives'), story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Most Meetings in One Room' : 'Festival Stage Plan'),
  story: (p) =>
    `${
      [
        'A meeting room has requests `intervals[i] = [start, end]` (both ends included).',
        'A stage receives performance slots `intervals[i] = [start, end]` (both ends included).',
      ][Number(p.story)]
    }\n\nTwo requests clash when they share at least one moment. Return the largest number of requests that can be accepted with no two clashing.`,
  signature: () => ({
    function: 'maxAccepted',
    params: [{ name: 'intervals', type: 'int[][]' }],
    returns: 'int',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['greedy', 'sorting', 'intervals'],
  constraints: (p) => [
    '1 <= intervals.length <= 10^5',
    p.neg ? '-10^9 <= start <= end <= 10^9' : '0 <= start <= end <= 10^9',
  ],
  hints: () => [
    'Which request leaves the room free the earliest?',
    'Sort by end; take each request that starts after the last taken one ends.',
  ],
  editorial: () =>
    '## Earliest end first\nSort by end and take every interval starting strictly after the last taken end. An exchange argument shows it is optimal.\n\nTime O(n log n), space O(n).\n\n## Brute force\nTry every subset: exponential.',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 10) : R.int(1, 2000);
  const lo = P.neg ? (small ? -10 : -1000000000) : 0, hi = small ? 12 : 1000000000;
  const out = [];
  for (let k = 0; k < n; k++) {
    const s = R.int(lo, hi);
    const len = R.int(0, small ? 4 : R.pick([3, 1000, 1000000]));
    out.push([s, Math.min(hi, s + len)]);
  }
  return [out];`,
  validator: () => `
  if (intervals.length < 1 || intervals.length > 100000) return 'length out of range';
  for (const [s, e] of intervals) if (s > e || s < (P.neg ? -1000000000 : 0) || e > 1000000000) return 'bad interval';`,
  edge: () => [
    [[[1, 1]]],
    [
      [
        [1, 2],
        [2, 3],
      ],
    ],
    [
      [
        [1, 2],
        [3, 4],
      ],
    ],
    [
      [
        [1, 10],
        [2, 3],
        [4, 5],
      ],
    ],
    [
      [
        [5, 5],
        [5, 5],
      ],
    ],
  ],
  references: () => ({
    javascript: `var maxAccepted = function (intervals) {
  const a = [...intervals].sort((x, y) => x[1] - y[1]);
  let count = 0, last = -Infinity;
  for (const [s, e] of a) if (s > last) { count++; last = e; }
  return count;
};
`,
    python: `class Solution:
    def maxAccepted(self, intervals: List[List[int]]) -> int:
        count, last = 0, float('-inf')
        for s, e in sorted(intervals, key=lambda x: x[1]):
            if s > last:
                count += 1
                last = e
        return count
`,
    java: `class Solution {
    public int maxAccepted(int[][] intervals) {
        int[][] a = intervals.clone();
        Arrays.sort(a, (x, y) -> Integer.compare(x[1], y[1]));
        int count = 0;
        long last = Long.MIN_VALUE;
        for (int[] iv : a) if (iv[0] > last) { count++; last = iv[1]; }
        return count;
    }
}
`,
    cpp: `class Solution {
public:
    int maxAccepted(vector<vector<int>>& intervals) {
        vector<pair<int, int>> a;
        for (auto& iv : intervals) a.push_back({iv[1], iv[0]});
        sort(a.begin(), a.end());
        int count = 0;
        long long last = LLONG_MIN;
        for (auto& [e, s] : a) if (s > last) { count++; last = e; }
        return count;
    }
};
`,
  }),
  brute: () => `class Solution:
    def maxAccepted(self, intervals: List[List[int]]) -> int:
        n = len(intervals)
        best = 0
        for mask in range(1 << n):
            chosen = [intervals[i] for i in range(n) if mask >> i & 1]
            if all(a[1] < b[0] or b[1] < a[0] for x, a in enumerate(chosen) for b in chosen[x + 1:]):
                best = max(best, len(chosen))
        return best
`,
  plants: () => [
    {
      name: 'touching-allowed',
      language: 'cpp',
      code: `class Solution {
public:
    int maxAccepted(vector<vector<int>>& intervals) {
        vector<pair<int, int>> a;
        for (auto& iv : intervals) a.push_back({iv[1], iv[0]});
        sort(a.begin(), a.end());
        int count = 0;
        long long last = LLONG_MIN;
        for (auto& [e, s] : a) if (s >= last) { count++; last = e; }
        return count;
    }
};
`,
      expect: 'wrong_answer',
      why: 'Off by one: lets a request start at the very moment the previous one ends',
    },
  ],
});

export const queens = defineFamily({
  id: 'backtracking-queens',
  category: 'backtracking',
  difficulties: ['medium', 'hard'],
  features: [],
  params: ({ rng }) => ({ story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Peaceful Queens' : 'Guards on a Square Yard'),
  story: (p) =>
    `${
      [
        'Place `n` chess queens on an `n x n` board so that no two attack each other (same row, column or diagonal).',
        'A square yard is split into `n x n` cells. Post `n` guards so that no two share a row, a column or a diagonal.',
      ][Number(p.story)]
    }\n\nReturn the number of different placements.`,
  signature: () => ({ function: 'countPlacements', params: [{ name: 'n', type: 'int' }], returns: 'int' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['backtracking', 'bit-manipulation'],
  constraints: () => ['1 <= n <= 11'],
  hints: () => [
    'Place one per row, left to right.',
    'Keep the used columns and both diagonals as bit masks and prune at once.',
  ],
  editorial: () =>
    '## Backtracking with masks\nFill rows one by one; columns and the two diagonal directions in use are bit masks, so each free cell is found in O(1).\n\nTime about O(n!), pruned heavily; space O(n).\n\n## Brute force\nEvery permutation of columns, checked afterwards: n! · n^2.',
  generator: () => `
  if (mode === 'large') return [11];
  if (mode === 'small' || mode === 'example') return [R.int(1, 7)];
  return [R.int(1, 10)];`,
  validator: () => `
  if (n < 1 || n > 11) return 'n out of range';`,
  edge: () => [[1], [2], [3], [4], [8], [11]],
  references: () => ({
    javascript: `var countPlacements = function (n) {
  const full = (1 << n) - 1;
  const go = (cols, d1, d2) => {
    if (cols === full) return 1;
    let count = 0, free = full & ~(cols | d1 | d2);
    while (free) {
      const bit = free & -free;
      free -= bit;
      count += go(cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1);
    }
    return count;
  };
  return go(0, 0, 0);
};
`,
    python: `class Solution:
    def countPlacements(self, n: int) -> int:
        full = (1 << n) - 1
        def go(cols, d1, d2):
            if cols == full:
                return 1
            count, free = 0, full & ~(cols | d1 | d2)
            while free:
                bit = free & -free
                free -= bit
                count += go(cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1)
            return count
        return go(0, 0, 0)
`,
    java: `class Solution {
    private int full;
    private int go(int cols, int d1, int d2) {
        if (cols == full) return 1;
        int count = 0, free = full & ~(cols | d1 | d2);
        while (free != 0) {
            int bit = free & -free;
            free -= bit;
            count += go(cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1);
        }
        return count;
    }
    public int countPlacements(int n) {
        full = (1 << n) - 1;
        return go(0, 0, 0);
    }
}
`,
    cpp: `class Solution {
    int full;
    int go(int cols, int d1, int d2) {
        if (cols == full) return 1;
        int count = 0, free = full & ~(cols | d1 | d2);
        while (free) {
            int bit = free & -free;
            free -= bit;
            count += go(cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1);
        }
        return count;
    }
public:
    int countPlacements(int n) {
        full = (1 << n) - 1;
        return go(0, 0, 0);
    }
};
`,
  }),
  brute: () => `class Solution:
    def countPlacements(self, n: int) -> int:
        count = 0
        for perm in itertools.permutations(range(n)):
            if all(abs(perm[i] - perm[j]) != j - i for i in range(n) for j in range(i + 1, n)):
                count += 1
        return count
`,
  plants: () => [
    {
      name: 'one-diagonal',
      language: 'python',
      code: `class Solution:
    def countPlacements(self, n: int) -> int:
        full = (1 << n) - 1
        def go(cols, d1):
            if cols == full:
                return 1
            count, free = 0, full & ~(cols | d1)
            while free:
                bit = free & -free
                free -= bit
                count += go(cols | bit, ((d1 | bit) << 1) & full)
            return count
        return go(0, 0)
`,
      expect: 'wrong_answer',
      why: 'Checks only one of the two diagonal directions',
    },
  ],
});

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
