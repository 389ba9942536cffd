import { defineFamily } from '../family.ts';

/** Math and bit-manipulation families. */

export const divisibleCount = defineFamily({
  id: 'math-divisible-count',
  category: 'math',
  difficulties: ['easy', 'medium'],
  features: ['large-input'],
  params: ({ difficulty, rng }) => ({ variant: difficulty === 'easy' ? 'or' : 'xor', story: rng.int(0, 1) }),
  title: (p) => (p.variant === 'or' ? 'Fizz or Buzz Count' : 'Exactly One Bell'),
  story: (p) =>
    `${
      [
        'A clock tower rings bell A every `a` seconds and bell B every `b` seconds, starting at second `a` and `b`.',
        'A game shouts "fizz" on every multiple of `a` and "buzz" on every multiple of `b`.',
      ][Number(p.story)]
    }\n\nReturn how many integers \`x\` with \`1 <= x <= n\` are divisible by ${p.variant === 'or' ? '`a` or `b` (or both)' : 'exactly one of `a` and `b`'}.`,
  signature: () => ({
    function: 'countMultiples',
    params: [
      { name: 'n', type: 'long' },
      { name: 'a', type: 'int' },
      { name: 'b', type: 'int' },
    ],
    returns: 'long',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['math', 'number-theory', 'inclusion-exclusion'],
  constraints: () => ['1 <= n <= 10^12', '1 <= a, b <= 10^6'],
  hints: () => [
    'How many multiples of a are at most n?',
    'Multiples of both are multiples of lcm(a, b): inclusion-exclusion.',
  ],
  editorial: (p) =>
    `## Inclusion-exclusion\nWith \`l = lcm(a, b)\`: ${p.variant === 'or' ? '`n/a + n/b - n/l`' : '`n/a + n/b - 2·(n/l)`'} (integer division).\n\nTime O(log min(a, b)), space O(1).\n\n## Brute force\nTest every x up to n: O(n).`,
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 1000000000000 - i : small ? R.int(1, 60) : R.int(1, R.pick([1000, 1000000000000]));
  const a = R.int(1, small ? 12 : 1000000), b = R.pick([a, R.int(1, small ? 12 : 1000000), a * R.int(1, 3)]);
  return [n, a, Math.min(b, 1000000)];`,
  validator: () => `
  if (n < 1 || n > 1000000000000 || a < 1 || b < 1 || a > 1000000 || b > 1000000) return 'out of range';`,
  edge: () => [
    [1, 1, 1],
    [10, 2, 3],
    [12, 4, 6],
    [1000000000000, 1, 1000000],
    [5, 7, 9],
  ],
  references: (p) => {
    const f = p.variant === 'or' ? 1 : 2;
    return {
      javascript: `var countMultiples = function (n, a, b) {
  const gcd = (x, y) => (y === 0 ? x : gcd(y, x % y));
  const l = (a / gcd(a, b)) * b;
  return Math.floor(n / a) + Math.floor(n / b) - ${f} * Math.floor(n / l);
};
`,
      python: `class Solution:
    def countMultiples(self, n: int, a: int, b: int) -> int:
        l = a // math.gcd(a, b) * b
        return n // a + n // b - ${f} * (n // l)
`,
      java: `class Solution {
    private long gcd(long x, long y) { return y == 0 ? x : gcd(y, x % y); }
    public long countMultiples(long n, int a, int b) {
        long l = a / gcd(a, b) * b;
        return n / a + n / b - ${f} * (n / l);
    }
}
`,
      cpp: `class Solution {
public:
    long long countMultiples(long long n, int a, int b) {
        long long l = (long long) a / std::gcd(a, b) * b;
        return n / a + n / b - ${f} * (n / l);
    }
};
`,
    };
  },
  brute: (p) => `class Solution:
    def countMultiples(self, n: int, a: int, b: int) -> int:
        return sum(1 for x in range(1, n + 1) if ${p.variant === 'or' ? 'x % a == 0 or x % b == 0' : '(x % a == 0) != (x % b == 0)'})
`,
  plants: (p) => [
    {
      name: 'below-n',
      language: 'java',
      code: `class Solution {
    private long gcd(long x, long y) { return y == 0 ? x : gcd(y, x % y); }
    public long countMultiples(long n, int a, int b) {
        long l = a / gcd(a, b) * b;
        n -= 1;
        return n / a + n / b - ${p.variant === 'or' ? 1 : 2} * (n / l);
    }
}
`,
      expect: 'wrong_answer',
      why: 'Off by one: counts up to n - 1',
    },
  ],
});

export const pairBitSum = defineFamily({
  id: 'bits-pair-sum',
  category: 'bit-manipulation',
  difficulties: ['easy', 'medium', 'hard'],
  features: ['large-input', 'linear'],
  params: ({ difficulty, rng }) => ({
    op: difficulty === 'easy' ? 'and' : difficulty === 'medium' ? rng.pick(['or', 'and']) : 'xor',
    story: rng.int(0, 1),
  }),
  title: (p) => `Sum of Pairwise ${String(p.op).toUpperCase()}`,
  story: (p) =>
    `${
      [
        'Each sensor in a network reports a 20-bit status word `nums[i]`.',
        'A game gives each player a badge mask `nums[i]` (20 bits).',
      ][Number(p.story)]
    }\n\nReturn the sum of \`nums[i] ${p.op === 'and' ? '&' : p.op === 'or' ? '|' : '^'} nums[j]\` (bitwise ${String(p.op).toUpperCase()}) over all pairs \`i < j\`. The answer can exceed 32 bits.`,
  signature: () => ({ function: 'pairSum', params: [{ name: 'nums', type: 'int[]' }], returns: 'long' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['bit-manipulation', 'counting'],
  constraints: () => ['1 <= nums.length <= 10^5', '0 <= nums[i] < 2^20'],
  hints: () => [
    'Each bit contributes independently.',
    'For bit b, count how many numbers have it set; how many pairs then have it in the result?',
  ],
  editorial: (p) =>
    `## Per-bit counting\nFor each bit with \`c\` numbers set among \`n\`: ${p.op === 'and' ? '`c(c-1)/2`' : p.op === 'or' ? '`n(n-1)/2 - (n-c)(n-c-1)/2`' : '`c(n-c)`'} pairs have it, each worth \`2^b\`.\n\nTime O(20 n), space O(1).\n\n## Brute force\nEvery pair: O(n^2).`,
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 8) : R.int(1, 3000);
  return [R.arr(n, 0, small ? 15 : (1 << 20) - 1)];`,
  validator: () => `
  if (nums.length < 1 || nums.length > 100000) return 'length out of range';
  for (const x of nums) if (x < 0 || x >= 1 << 20) return 'value out of range';`,
  edge: () => [[[0]], [[5, 5]], [[1, 2]], [[1048575, 0, 1048575]], [[524288, 524288, 1]]],
  references: (p) => {
    const pairs = {
      and: ['c * (c - 1) / 2', 'c * (c - 1) // 2', 'c * (c - 1) / 2'],
      or: [
        'n * (n - 1) / 2 - (n - c) * (n - c - 1) / 2',
        'n * (n - 1) // 2 - (n - c) * (n - c - 1) // 2',
        'n * (n - 1) / 2 - (n - c) * (n - c - 1) / 2',
      ],
      xor: ['c * (n - c)', 'c * (n - c)', 'c * (n - c)'],
    }[p.op as 'and' | 'or' | 'xor'];
    return {
      javascript: `var pairSum = function (nums) {
  const n = nums.length;
  let total = 0;
  for (let b = 0; b < 20; b++) {
    let c = 0;
    for (const x of nums) c += (x >> b) & 1;
    total += (${pairs[0]}) * 2 ** b;
  }
  return total;
};
`,
      python: `class Solution:
    def pairSum(self, nums: List[int]) -> int:
        n, total = len(nums), 0
        for b in range(20):
            c = sum((x >> b) & 1 for x in nums)
            total += (${pairs[1]}) << b
        return total
`,
      java: `class Solution {
    public long pairSum(int[] nums) {
        long n = nums.length, total = 0;
        for (int b = 0; b < 20; b++) {
            long c = 0;
            for (int x : nums) c += (x >> b) & 1;
            total += (${pairs[2]}) << b;
        }
        return total;
    }
}
`,
      cpp: `class Solution {
public:
    long long pairSum(vector<int>& nums) {
        long long n = nums.size(), total = 0;
        for (int b = 0; b < 20; b++) {
            long long c = 0;
            for (int x : nums) c += (x >> b) & 1;
            total += (${pairs[2]}) << b;
        }
        return total;
    }
};
`,
    };
  },
  brute: (p) => `class Solution:
    def pairSum(self, nums: List[int]) -> int:
        return sum(nums[i] ${p.op === 'and' ? '&' : p.op === 'or' ? '|' : '^'} nums[j] for i in range(len(nums)) for j in range(i + 1, len(nums)))
`,
  plants: (p) => [
    {
      name: 'misses-top-bit',
      language: 'cpp',
      code: `class Solution {
public:
    long long pairSum(vector<int>& nums) {
        long long n = nums.size(), total = 0;
        for (int b = 0; b < 19; b++) {
            long long c = 0;
            for (int x : nums) c += (x >> b) & 1;
            total += (${p.op === 'and' ? 'c * (c - 1) / 2' : p.op === 'or' ? 'n * (n - 1) / 2 - (n - c) * (n - c - 1) / 2' : 'c * (n - c)'}) << b;
        }
        return total;
    }
};
`,
      expect: 'wrong_answer',
      why: 'Off by one: loops over bits 0..18 and misses bit 19',
    },
  ],
});
