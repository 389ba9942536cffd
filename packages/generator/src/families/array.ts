import { defineFamily } from '../family.ts';

/** Array: counting pairs (by sum, by difference, by a range of sums) and the best gain. */

const pairStories = {
  sum: [
    'A warehouse lists the weights of its parcels in `nums`. A courier carries exactly two parcels at once, and the van is balanced only when the two weigh exactly `target` together.',
    'A quiz pairs up players whose scores, listed in `nums`, add up to exactly `target`.',
  ],
  diff: [
    'A thermometer logged readings `nums`. Two readings form a *jump* when they differ by exactly `target` degrees (in either direction).',
    'A shop lists prices `nums`. A customer wants two different items whose prices differ by exactly `target`.',
  ],
  range: [
    'A gym lists the weights of its plates in `nums`. A pair of plates is *usable* when their total lies between `lower` and `upper`, inclusive.',
    'A festival sells tickets with prices `nums`. A couple buys two different tickets and wants to spend between `lower` and `upper`, inclusive.',
  ],
} as const;

export const pairCount = defineFamily({
  id: 'pair-count',
  category: 'array',
  difficulties: ['easy', 'medium', 'hard'],
  features: ['negatives', 'duplicates', 'large-input', 'linear', 'nlogn'],
  params: ({ difficulty, features, rng }) => ({
    variant:
      features.has('nlogn') || difficulty === 'hard' ? 'range' : difficulty === 'easy' ? 'sum' : 'diff',
    neg: features.has('negatives'),
    v: rng.pick([1000, 100000, 1000000000]),
    story: rng.int(0, 1),
  }),
  title: (p) =>
    p.variant === 'sum'
      ? 'Balanced Pairs'
      : p.variant === 'diff'
        ? 'Pairs at a Distance'
        : 'Pairs in a Range',
  story: (p) => {
    const head = pairStories[p.variant as 'sum' | 'diff' | 'range'][Number(p.story)] ?? '';
    const ask =
      p.variant === 'range'
        ? 'Return the number of index pairs `(i, j)` with `i < j` and `lower <= nums[i] + nums[j] <= upper`.'
        : p.variant === 'sum'
          ? 'Return the number of index pairs `(i, j)` with `i < j` and `nums[i] + nums[j] == target`.'
          : 'Return the number of index pairs `(i, j)` with `i < j` and `|nums[i] - nums[j]| == target`.';
    return `${head}\n\n${ask}\n\nThe answer can exceed 32 bits.`;
  },
  signature: (p) => ({
    function: 'countPairs',
    params:
      p.variant === 'range'
        ? [
            { name: 'nums', type: 'int[]' },
            { name: 'lower', type: 'int' },
            { name: 'upper', type: 'int' },
          ]
        : [
            { name: 'nums', type: 'int[]' },
            { name: 'target', type: 'int' },
          ],
    returns: 'long',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['array', 'hash-table', 'counting'],
  constraints: (p) => [
    '1 <= nums.length <= 10^5',
    p.neg ? `-${p.v} <= nums[i] <= ${p.v}` : `0 <= nums[i] <= ${p.v}`,
    p.variant === 'range'
      ? `${p.neg ? -2 * Number(p.v) : 0} <= lower <= upper <= ${2 * Number(p.v)}`
      : p.variant === 'sum'
        ? `${p.neg ? -2 * Number(p.v) : 0} <= target <= ${2 * Number(p.v)}`
        : `0 <= target <= ${2 * Number(p.v)}`,
  ],
  hints: (p) =>
    p.variant === 'range'
      ? [
          'Does the order of the numbers matter for the count?',
          'After sorting, count the pairs with sum at most X with two pointers.',
          'Pairs in [lower, upper] = pairs <= upper minus pairs <= lower - 1.',
        ]
      : [
          'Checking every pair is quadratic. What does each number need from the numbers before it?',
          p.variant === 'sum'
            ? 'Count how often each value appeared so far; the partner of x is target - x.'
            : 'Count how often each value appeared so far; the partners of x are x - target and x + target (once when target is 0).',
        ],
  editorial: (p) =>
    p.variant === 'range'
      ? '## Sort and two pointers\nSort; for a bound X, move `lo` up and `hi` down: when `nums[lo] + nums[hi] <= X`, every index in `(lo, hi]` pairs with `lo`. Answer = f(upper) - f(lower - 1).\n\nTime O(n log n), space O(1) beyond the sort.'
      : '## One pass with a counter\nScan left to right keeping how many times each value was seen; each element adds the count of its partners seen before it.\n\nTime O(n), space O(n).\n\n## Brute force\nEvery pair: O(n^2).',
  generator: () => `
  const v = P.v, lo = P.neg ? -v : 0;
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(mode === 'example' ? 3 : 1, 8) : R.int(1, 2000);
  const span = small ? Math.min(v, 6) : mode === 'large' ? (i === 0 ? v : Math.min(v, 50)) : Math.min(v, R.pick([5, 100, v]));
  const nums = R.arr(n, P.neg ? -span : 0, span).map((x) => Math.max(lo, Math.min(v, x)));
  const a = R.pick(nums), b = R.pick(nums);
  if (P.variant === 'range') {
    let x = Math.max(P.neg ? -2 * v : 0, Math.min(2 * v, a + b - R.int(0, 3)));
    let y = Math.max(x, Math.min(2 * v, a + b + R.int(0, span)));
    return [nums, x, y];
  }
  if (P.variant === 'sum') return [nums, Math.max(P.neg ? -2 * v : 0, Math.min(2 * v, a + b))];
  return [nums, Math.min(2 * v, Math.abs(a - b))];`,
  validator: (p) => `
  if (!(nums.length >= 1 && nums.length <= 100000)) return 'nums.length out of range';
  for (const x of nums) if (x < (P.neg ? -P.v : 0) || x > P.v) return 'nums[i] out of range: ' + x;
  ${
    p.variant === 'range'
      ? "if (lower > upper || lower < (P.neg ? -2 * P.v : 0) || upper > 2 * P.v) return 'bad range';"
      : "if (target > 2 * P.v || target < (P.variant === 'sum' && P.neg ? -2 * P.v : 0)) return 'target out of range';"
  }`,
  edge: (p) =>
    p.variant === 'range'
      ? [
          [[1], 0, 2],
          [[1, 1], 2, 2],
          [[0, 0, 0, 0], 0, 0],
          [[1, 2, 3], 100, 200],
        ]
      : [
          [[1], 2],
          [[1, 1], p.variant === 'sum' ? 2 : 0],
          [[3, 3, 3, 3], p.variant === 'sum' ? 6 : 0],
          [[1, 2, 3, 4, 5], p.variant === 'sum' ? 5 : 1],
        ],
  references: (p) => {
    if (p.variant === 'range')
      return {
        javascript: `var countPairs = function (nums, lower, upper) {
  const a = [...nums].sort((x, y) => x - y);
  const atMost = (x) => {
    let count = 0, lo = 0, hi = a.length - 1;
    while (lo < hi) {
      if (a[lo] + a[hi] <= x) { count += hi - lo; lo++; } else hi--;
    }
    return count;
  };
  return atMost(upper) - atMost(lower - 1);
};
`,
        python: `class Solution:
    def countPairs(self, nums: List[int], lower: int, upper: int) -> int:
        a = sorted(nums)
        def at_most(x):
            count, lo, hi = 0, 0, len(a) - 1
            while lo < hi:
                if a[lo] + a[hi] <= x:
                    count += hi - lo
                    lo += 1
                else:
                    hi -= 1
            return count
        return at_most(upper) - at_most(lower - 1)
`,
        java: `class Solution {
    private long atMost(int[] a, long x) {
        long count = 0; int lo = 0, hi = a.length - 1;
        while (lo < hi) {
            if ((long) a[lo] + a[hi] <= x) { count += hi - lo; lo++; } else hi--;
        }
        return count;
    }
    public long countPairs(int[] nums, int lower, int upper) {
        int[] a = nums.clone();
        Arrays.sort(a);
        return atMost(a, upper) - atMost(a, (long) lower - 1);
    }
}
`,
        cpp: `class Solution {
    long long atMost(const vector<int>& a, long long x) {
        long long count = 0; int lo = 0, hi = (int) a.size() - 1;
        while (lo < hi) {
            if ((long long) a[lo] + a[hi] <= x) { count += hi - lo; lo++; } else hi--;
        }
        return count;
    }
public:
    long long countPairs(vector<int>& nums, int lower, int upper) {
        vector<int> a(nums);
        sort(a.begin(), a.end());
        return atMost(a, upper) - atMost(a, (long long) lower - 1);
    }
};
`,
      };
    const sum = p.variant === 'sum';
    return {
      javascript: `var countPairs = function (nums, target) {
  const seen = new Map();
  let count = 0;
  for (const x of nums) {
    ${sum ? 'count += seen.get(target - x) || 0;' : 'count += (seen.get(x - target) || 0) + (target > 0 ? seen.get(x + target) || 0 : 0);'}
    seen.set(x, (seen.get(x) || 0) + 1);
  }
  return count;
};
`,
      python: `class Solution:
    def countPairs(self, nums: List[int], target: int) -> int:
        seen = collections.Counter()
        count = 0
        for x in nums:
            ${sum ? 'count += seen[target - x]' : 'count += seen[x - target] + (seen[x + target] if target > 0 else 0)'}
            seen[x] += 1
        return count
`,
      java: `class Solution {
    public long countPairs(int[] nums, int target) {
        HashMap<Long, Integer> seen = new HashMap<>();
        long count = 0;
        for (int v : nums) {
            long x = v;
            ${sum ? 'count += seen.getOrDefault(target - x, 0);' : 'count += seen.getOrDefault(x - target, 0) + (target > 0 ? seen.getOrDefault(x + target, 0) : 0);'}
            seen.merge(x, 1, Integer::sum);
        }
        return count;
    }
}
`,
      cpp: `class Solution {
public:
    long long countPairs(vector<int>& nums, int target) {
        unordered_map<long long, int> seen;
        seen.reserve(nums.size() * 2);
        long long count = 0;
        for (int v : nums) {
            long long x = v;
            ${sum ? 'auto it = seen.find(target - x); if (it != seen.end()) count += it->second;' : 'auto a = seen.find(x - target); if (a != seen.end()) count += a->second;\n            if (target > 0) { auto b = seen.find(x + target); if (b != seen.end()) count += b->second; }'}
            seen[x]++;
        }
        return count;
    }
};
`,
    };
  },
  brute: (p) => `class Solution:
    def countPairs(self, nums: List[int], ${p.variant === 'range' ? 'lower: int, upper: int' : 'target: int'}) -> int:
        count = 0
        for i in range(len(nums)):
            for j in range(i + 1, len(nums)):
                if ${p.variant === 'range' ? 'lower <= nums[i] + nums[j] <= upper' : p.variant === 'sum' ? 'nums[i] + nums[j] == target' : 'abs(nums[i] - nums[j]) == target'}:
                    count += 1
        return count
`,
  plants: (p) => [
    {
      name: 'skips-first',
      language: 'python',
      code: `class Solution:
    def countPairs(self, nums: List[int], ${p.variant === 'range' ? 'lower: int, upper: int' : 'target: int'}) -> int:
        count = 0
        for i in range(1, len(nums)):
            for j in range(i + 1, min(len(nums), i + 40)):
                if ${p.variant === 'range' ? 'lower <= nums[i] + nums[j] <= upper' : p.variant === 'sum' ? 'nums[i] + nums[j] == target' : 'abs(nums[i] - nums[j]) == target'}:
                    count += 1
        return count
`,
      expect: 'wrong_answer',
      why: 'Off by one: starts at index 1, so pairs with the first element are never counted',
    },
  ],
});

const gainStories = [
  'A trader watched a price for `n` days: `prices[i]` on day `i`. She may buy once and sell once, on a later day.',
  'A hiker records the altitude `prices[i]` at each marker of a trail. The *climb* between two markers is the later altitude minus the earlier one.',
];

export const bestGain = defineFamily({
  id: 'best-gain',
  category: 'array',
  difficulties: ['easy', 'medium'],
  features: ['negatives', 'large-input', 'linear'],
  params: ({ difficulty, features, rng }) => ({
    /** medium: the best gain with at least `gap` days between buying and selling */
    gap: difficulty === 'easy' ? 1 : rng.int(2, 5),
    neg: features.has('negatives'),
    story: rng.int(0, 1),
  }),
  title: (p) => (Number(p.gap) === 1 ? 'Best Single Gain' : `Best Gain After ${p.gap} Steps`),
  story: (p) =>
    `${gainStories[Number(p.story)]}\n\nReturn the largest value of \`prices[j] - prices[i]\` over all \`i\` and \`j\` with \`j - i >= ${p.gap}\`. If no such pair gives a positive value (or no such pair exists), return \`0\`.`,
  signature: () => ({ function: 'bestGain', params: [{ name: 'prices', type: 'int[]' }], returns: 'int' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['array', 'prefix-minimum'],
  constraints: (p) => [
    '1 <= prices.length <= 10^5',
    p.neg ? '-10^4 <= prices[i] <= 10^4' : '0 <= prices[i] <= 10^4',
  ],
  hints: (p) => [
    'For a fixed selling day, which buying day is best?',
    `Keep the minimum of prices[0..j-${p.gap}] as j moves right.`,
  ],
  editorial: (p) =>
    `## Running minimum\nFor each \`j >= ${p.gap}\`, the best partner is the smallest price at index \`<= j - ${p.gap}\`; keep it as \`j\` advances.\n\nTime O(n), space O(1).\n\n## Brute force\nEvery pair: O(n^2).`,
  generator: () => `
  const lo = P.neg ? -10000 : 0;
  const n = mode === 'large' ? 100000 : mode === 'small' ? R.int(1, 9) : mode === 'example' ? R.int(4, 7) : R.int(1, 3000);
  const prices = R.arr(n, lo, 10000);
  if (mode === 'large' && i === 1) prices.sort((a, b) => b - a);
  return [prices];`,
  validator: () => `
  if (prices.length < 1 || prices.length > 100000) return 'length out of range';
  for (const x of prices) if (x < (P.neg ? -10000 : 0) || x > 10000) return 'value out of range: ' + x;`,
  edge: (p) => [
    [[5]],
    [[3, 3, 3]],
    [[9, 7, 4, 1]],
    [[1, 2]],
    [[p.neg ? -10000 : 0, 10000, 0, 10000, 5]],
    // Only a pair closer than the gap would gain: catches a gap off by one.
    [[10, 0, ...Array.from({ length: Number(p.gap) - 1 }, () => 10)].slice(0, Number(p.gap)).concat([9])],
  ],
  references: (p) => ({
    javascript: `var bestGain = function (prices) {
  let best = 0, low = Infinity;
  for (let j = ${p.gap}; j < prices.length; j++) {
    low = Math.min(low, prices[j - ${p.gap}]);
    best = Math.max(best, prices[j] - low);
  }
  return best;
};
`,
    python: `class Solution:
    def bestGain(self, prices: List[int]) -> int:
        best, low = 0, float('inf')
        for j in range(${p.gap}, len(prices)):
            low = min(low, prices[j - ${p.gap}])
            best = max(best, prices[j] - low)
        return best
`,
    java: `class Solution {
    public int bestGain(int[] prices) {
        int best = 0, low = Integer.MAX_VALUE;
        for (int j = ${p.gap}; j < prices.length; j++) {
            low = Math.min(low, prices[j - ${p.gap}]);
            best = Math.max(best, prices[j] - low);
        }
        return best;
    }
}
`,
    cpp: `class Solution {
public:
    int bestGain(vector<int>& prices) {
        int best = 0, low = INT_MAX;
        for (int j = ${p.gap}; j < (int) prices.size(); j++) {
            low = min(low, prices[j - ${p.gap}]);
            best = max(best, prices[j] - low);
        }
        return best;
    }
};
`,
  }),
  brute: (p) => `class Solution:
    def bestGain(self, prices: List[int]) -> int:
        best = 0
        for i in range(len(prices)):
            for j in range(i + ${p.gap}, len(prices)):
                best = max(best, prices[j] - prices[i])
        return best
`,
  plants: (p) => [
    {
      name: 'off-by-one-gap',
      language: 'cpp',
      code: `class Solution {
public:
    int bestGain(vector<int>& prices) {
        int best = 0, low = INT_MAX;
        for (int j = ${p.gap}; j < (int) prices.size(); j++) {
            low = min(low, prices[j - ${p.gap} + 1]);
            best = max(best, prices[j] - low);
        }
        return best;
    }
};
`,
      expect: 'wrong_answer',
      why: `Off by one: lets the buying day come ${Number(p.gap) - 1} day(s) before the selling day`,
    },
  ],
});
