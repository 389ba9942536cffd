import { defineFamily } from '../family.ts';

/** Bit manipulation: the sum of a bitwise operation over all pairs, and the one value without a twin. */

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
