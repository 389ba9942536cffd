import { defineFamily } from '../family.ts';

/** Two-pointer and sliding-window families. */

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
