import { defineFamily } from '../family.ts';

/** Sliding window: the longest stretch with at most k distinct letters, and the best sum of k in a row. */

export const kDistinct = defineFamily({
  id: 'window-k-distinct',
  category: 'sliding-window',
  difficulties: ['medium', 'hard'],
  features: ['strings', 'large-input', 'linear'],
  params: ({ rng }) => ({
    alphabet: rng.pick(['abc', 'abcdef', 'abcdefghijklmnopqrstuvwxyz']),
    story: rng.int(0, 1),
  }),
  title: (p) => (Number(p.story) === 0 ? 'Longest Calm Stretch' : 'Few Flavours in a Row'),
  story: (p) =>
    `${
      [
        `A weather log \`s\` records one letter per day from \`"${p.alphabet}"\`, each letter a kind of weather.`,
        `A conveyor carries sweets; \`s[i]\` (a letter of \`"${p.alphabet}"\`) is the flavour of the i-th sweet.`,
      ][Number(p.story)]
    }\n\nReturn the length of the longest contiguous substring of \`s\` that contains at most \`k\` distinct letters.`,
  signature: () => ({
    function: 'longestStretch',
    params: [
      { name: 's', type: 'string' },
      { name: 'k', type: 'int' },
    ],
    returns: 'int',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['sliding-window', 'hash-table', 'string'],
  constraints: (p) => ['1 <= s.length <= 10^5', `s consists of letters of "${p.alphabet}"`, '1 <= k <= 26'],
  hints: () => [
    'Grow a window to the right while it is valid.',
    'When it has k + 1 letters, shrink it from the left; keep letter counts.',
  ],
  editorial: () =>
    '## Sliding window\nExtend the right end; while the window holds more than k distinct letters, drop letters from the left. Each index enters and leaves once.\n\nTime O(n), space O(alphabet).\n\n## Brute force\nEvery start, extended while valid: O(n^2).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 10) : R.int(1, 3000);
  const k = mode === 'large' ? P.alphabet.length : R.int(1, Math.min(26, P.alphabet.length + 1));
  if (mode === 'large' && i === 1) return [P.alphabet[0].repeat(n), 1];
  return [R.str(n, P.alphabet), k];`,
  validator: () => `
  if (s.length < 1 || s.length > 100000 || k < 1 || k > 26) return 'out of range';
  for (const c of s) if (!P.alphabet.includes(c)) return 'letter outside the alphabet';`,
  edge: (p) => [
    [String(p.alphabet[0]), 1],
    [`${p.alphabet[0]}${p.alphabet[1]}`, 1],
    [`${p.alphabet[0]}${p.alphabet[1]}${p.alphabet[0]}`, 2],
    [`${p.alphabet[0]}${p.alphabet[1]}${p.alphabet[2]}`, 26],
  ],
  references: () => ({
    javascript: `var longestStretch = function (s, k) {
  const count = new Map();
  let lo = 0, best = 0;
  for (let hi = 0; hi < s.length; hi++) {
    count.set(s[hi], (count.get(s[hi]) || 0) + 1);
    while (count.size > k) {
      const c = s[lo++];
      if (count.get(c) === 1) count.delete(c); else count.set(c, count.get(c) - 1);
    }
    best = Math.max(best, hi - lo + 1);
  }
  return best;
};
`,
    python: `class Solution:
    def longestStretch(self, s: str, k: int) -> int:
        count = collections.Counter()
        lo = best = 0
        for hi, c in enumerate(s):
            count[c] += 1
            while len(count) > k:
                d = s[lo]
                lo += 1
                count[d] -= 1
                if count[d] == 0:
                    del count[d]
            best = max(best, hi - lo + 1)
        return best
`,
    java: `class Solution {
    public int longestStretch(String s, int k) {
        int[] count = new int[128];
        int distinct = 0, lo = 0, best = 0;
        for (int hi = 0; hi < s.length(); hi++) {
            if (count[s.charAt(hi)]++ == 0) distinct++;
            while (distinct > k) if (--count[s.charAt(lo++)] == 0) distinct--;
            best = Math.max(best, hi - lo + 1);
        }
        return best;
    }
}
`,
    cpp: `class Solution {
public:
    int longestStretch(string s, int k) {
        int count[128] = {0}, distinct = 0, lo = 0, best = 0;
        for (int hi = 0; hi < (int) s.size(); hi++) {
            if (count[(int) s[hi]]++ == 0) distinct++;
            while (distinct > k) if (--count[(int) s[lo++]] == 0) distinct--;
            best = max(best, hi - lo + 1);
        }
        return best;
    }
};
`,
  }),
  brute: () => `class Solution:
    def longestStretch(self, s: str, k: int) -> int:
        best = 0
        for i in range(len(s)):
            for j in range(i, len(s)):
                if len(set(s[i:j + 1])) <= k:
                    best = max(best, j - i + 1)
        return best
`,
  plants: () => [
    {
      name: 'strict-bound',
      language: 'java',
      code: `class Solution {
    public int longestStretch(String s, int k) {
        int[] count = new int[128];
        int distinct = 0, lo = 0, best = 0;
        for (int hi = 0; hi < s.length(); hi++) {
            if (count[s.charAt(hi)]++ == 0) distinct++;
            while (distinct >= k && lo < hi) if (--count[s.charAt(lo++)] == 0) distinct--;
            best = Math.max(best, hi - lo + 1);
        }
        return best;
    }
}
`,
      expect: 'wrong_answer',
      why: 'Off by one: shrinks already at k distinct letters',
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
