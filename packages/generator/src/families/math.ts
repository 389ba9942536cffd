import { defineFamily } from '../family.ts';

/** Math: counting multiples of a or b (inclusion-exclusion), and the factors of five in n!. */

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
