import { defineFamily } from '../family.ts';

/** Second families for math, bit manipulation, sorting, searching and two pointers. */

export const factorialZeros = defineFamily({
  id: 'math-factorial-zeros',
  category: 'math',
  difficulties: ['easy', 'medium'],
  features: ['large-input'],
  params: ({ rng }) => ({ base: rng.pick([10, 5]), story: rng.int(0, 1) }),
  title: (p) => (Number(p.base) === 10 ? 'Zeros at the End of n!' : 'Factors of Five in n!'),
  story: (p) =>
    `${['A calculator prints `n!` = 1 · 2 · ... · n in full.', 'A puzzle asks about the product of the first `n` positive integers, `n!`.'][Number(p.story)]}\n\nReturn ${Number(p.base) === 10 ? 'how many zeros `n!` ends with (in base 10)' : 'the largest `e` such that `5^e` divides `n!`'}.`,
  signature: () => ({ function: 'countZeros', params: [{ name: 'n', type: 'int' }], returns: 'int' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['math', 'number-theory'],
  constraints: () => ['0 <= n <= 10^9'],
  hints: () => [
    'A trailing zero needs a 2 and a 5; which is rarer?',
    'Count multiples of 5, then of 25, of 125, ...',
  ],
  editorial: () =>
    '## Legendre’s formula\nThe exponent of 5 in n! is n/5 + n/25 + n/125 + ... (factors of 2 are more plentiful).\n\nTime O(log n), space O(1).\n\n## Brute force\nCompute n! and count: far too slow for large n.',
  generator: () => `
  if (mode === 'large') return [1000000000 - i];
  if (mode === 'small' || mode === 'example') return [R.int(0, 60)];
  return [R.int(0, R.pick([200, 1000000000]))];`,
  validator: () => `
  if (n < 0 || n > 1000000000) return 'n out of range';`,
  edge: () => [[0], [1], [4], [5], [25], [125]],
  references: () => ({
    javascript:
      'var countZeros = function (n) {\n  let count = 0;\n  for (let p = 5; p <= n; p *= 5) count += Math.floor(n / p);\n  return count;\n};\n',
    python:
      'class Solution:\n    def countZeros(self, n: int) -> int:\n        count, p = 0, 5\n        while p <= n:\n            count += n // p\n            p *= 5\n        return count\n',
    java: 'class Solution {\n    public int countZeros(int n) {\n        int count = 0;\n        for (long p = 5; p <= n; p *= 5) count += n / p;\n        return count;\n    }\n}\n',
    cpp: 'class Solution {\npublic:\n    int countZeros(int n) {\n        int count = 0;\n        for (long long p = 5; p <= n; p *= 5) count += n / p;\n        return count;\n    }\n};\n',
  }),
  brute: () =>
    'class Solution:\n    def countZeros(self, n: int) -> int:\n        count = 0\n        for k in range(1, n + 1):\n            while k % 5 == 0:\n                count += 1\n                k //= 5\n        return count\n',
  plants: () => [
    {
      name: 'only-multiples-of-five',
      language: 'javascript',
      code: 'var countZeros = function (n) {\n  return Math.floor(n / 5);\n};\n',
      expect: 'wrong_answer',
      why: 'Counts multiples of 5 once each, missing the extra factors of 25, 125, ...',
    },
  ],
});

export const singleNumber = defineFamily({
  id: 'bits-single-number',
  category: 'bit-manipulation',
  difficulties: ['easy', 'medium'],
  features: ['negatives', 'large-input', 'linear'],
  params: ({ features, rng }) => ({ neg: features.has('negatives'), story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'The Odd Sock Out' : 'Unpaired Ticket'),
  story: (p) =>
    `${['Every sock in a drawer has exactly one twin, except one. `nums[i]` is the pattern code of sock `i`.', 'Tickets are sold in pairs with equal numbers; one ticket lost its partner. `nums` lists the ticket numbers.'][Number(p.story)]}\n\nEvery value in \`nums\` appears exactly twice except one, which appears once. Return it.`,
  signature: () => ({ function: 'singleNumber', params: [{ name: 'nums', type: 'int[]' }], returns: 'int' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['bit-manipulation', 'array'],
  constraints: (p) => [
    '1 <= nums.length <= 10^5 + 1, odd',
    p.neg ? '-10^9 <= nums[i] <= 10^9' : '0 <= nums[i] <= 10^9',
    'every value appears twice except exactly one',
  ],
  hints: () => ['What is x XOR x?', 'XOR every value together.'],
  editorial: () =>
    '## XOR\nEqual values cancel under XOR; what remains is the single one.\n\nTime O(n), space O(1).\n\n## Brute force\nCount each value by scanning: O(n^2).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const pairs = mode === 'large' ? 50000 : small ? R.int(0, 4) : R.int(0, 1500);
  const lo = P.neg ? -1000000000 : 0;
  const vals = R.distinct(pairs + 1, small ? (P.neg ? -20 : 0) : lo, small ? 20 : 1000000000);
  const nums = [...vals, ...vals.slice(1)];
  return [R.shuffle(nums)];`,
  validator: () => `
  if (nums.length < 1 || nums.length > 100001 || nums.length % 2 === 0) return 'bad length';
  const count = new Map();
  for (const x of nums) {
    if (x < (P.neg ? -1000000000 : 0) || x > 1000000000) return 'value out of range';
    count.set(x, (count.get(x) || 0) + 1);
  }
  let singles = 0;
  for (const c of count.values()) { if (c === 1) singles++; else if (c !== 2) return 'a value appears ' + c + ' times'; }
  if (singles !== 1) return 'not exactly one single value';`,
  edge: (p) => [[[7]], [[1, 2, 1]], [[0, 5, 5]], [[p.neg ? -3 : 3, 4, 4]]],
  references: () => ({
    javascript:
      'var singleNumber = function (nums) {\n  let x = 0;\n  for (const v of nums) x ^= v;\n  return x;\n};\n',
    python:
      'class Solution:\n    def singleNumber(self, nums: List[int]) -> int:\n        x = 0\n        for v in nums:\n            x ^= v\n        return x\n',
    java: 'class Solution {\n    public int singleNumber(int[] nums) {\n        int x = 0;\n        for (int v : nums) x ^= v;\n        return x;\n    }\n}\n',
    cpp: 'class Solution {\npublic:\n    int singleNumber(vector<int>& nums) {\n        int x = 0;\n        for (int v : nums) x ^= v;\n        return x;\n    }\n};\n',
  }),
  brute: () =>
    'class Solution:\n    def singleNumber(self, nums: List[int]) -> int:\n        for x in nums:\n            if sum(1 for y in nums if y == x) == 1:\n                return x\n        return 0\n',
  plants: () => [
    {
      name: 'skips-first',
      language: 'cpp',
      code: 'class Solution {\npublic:\n    int singleNumber(vector<int>& nums) {\n        int x = 0;\n        for (size_t i = 1; i < nums.size(); i++) x ^= nums[i];\n        return x;\n    }\n};\n',
      expect: 'wrong_answer',
      why: 'Off by one: the XOR starts at index 1',
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
