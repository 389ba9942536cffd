import { defineFamily } from '../family.ts';

/** Greedy: the most non-overlapping intervals, and the most needs met from what is on hand. */

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

export const cookies = defineFamily({
  id: 'greedy-assign',
  category: 'greedy',
  difficulties: ['easy', 'medium'],
  features: ['duplicates', 'large-input', 'nlogn'],
  params: ({ rng }) => ({ story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Cookies for Everyone' : 'Seats for the Show'),
  story: (p) =>
    `${['Child `i` is happy with a cookie of size at least `need[i]`; cookie `j` has size `have[j]`.', 'Guest `i` accepts a seat with comfort at least `need[i]`; seat `j` has comfort `have[j]`.'][Number(p.story)]}\n\nEach gets at most one and each item goes to at most one. Return the largest number that can be satisfied.`,
  signature: () => ({
    function: 'maxSatisfied',
    params: [
      { name: 'need', type: 'int[]' },
      { name: 'have', type: 'int[]' },
    ],
    returns: 'int',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['greedy', 'sorting', 'two-pointers'],
  constraints: () => ['1 <= need.length, have.length <= 10^5', '1 <= need[i], have[j] <= 10^9'],
  hints: () => [
    'Serve the least demanding first.',
    'Sort both; give each the smallest item that is big enough.',
  ],
  editorial: () =>
    '## Sort and match\nSort both lists; walk the items, giving each to the least demanding unsatisfied one if it is big enough.\n\nTime O(n log n + m log m), space O(n + m).\n\n## Brute force\nFor each in order of need, scan every item for the smallest unused that fits: O(n·m).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 6) : R.int(1, 2000);
  const m = mode === 'large' ? 100000 : small ? R.int(1, 6) : R.int(1, 2000);
  const hi = small ? 9 : R.pick([50, 1000000000]);
  return [R.arr(n, 1, hi), R.arr(m, 1, hi)];`,
  validator: () => `
  if (need.length < 1 || have.length < 1 || need.length > 100000 || have.length > 100000) return 'size out of range';
  for (const x of [...need, ...have]) if (x < 1 || x > 1000000000) return 'value out of range';`,
  edge: () => [
    [[1], [1]],
    [[2], [1]],
    [
      [1, 2, 3],
      [1, 1],
    ],
    [
      [1, 2],
      [1, 2, 3],
    ],
  ],
  references: () => ({
    javascript:
      'var maxSatisfied = function (need, have) {\n  const g = Int32Array.from(need).sort(), s = Int32Array.from(have).sort();\n  let i = 0;\n  for (let j = 0; j < s.length && i < g.length; j++) if (s[j] >= g[i]) i++;\n  return i;\n};\n',
    python:
      'class Solution:\n    def maxSatisfied(self, need: List[int], have: List[int]) -> int:\n        g, s, i = sorted(need), sorted(have), 0\n        for x in s:\n            if i < len(g) and x >= g[i]:\n                i += 1\n        return i\n',
    java: 'class Solution {\n    public int maxSatisfied(int[] need, int[] have) {\n        int[] g = need.clone(), s = have.clone();\n        Arrays.sort(g);\n        Arrays.sort(s);\n        int i = 0;\n        for (int j = 0; j < s.length && i < g.length; j++) if (s[j] >= g[i]) i++;\n        return i;\n    }\n}\n',
    cpp: 'class Solution {\npublic:\n    int maxSatisfied(vector<int>& need, vector<int>& have) {\n        vector<int> g(need), s(have);\n        sort(g.begin(), g.end());\n        sort(s.begin(), s.end());\n        size_t i = 0;\n        for (size_t j = 0; j < s.size() && i < g.size(); j++) if (s[j] >= g[i]) i++;\n        return i;\n    }\n};\n',
  }),
  brute: () =>
    'class Solution:\n    def maxSatisfied(self, need: List[int], have: List[int]) -> int:\n        used = [False] * len(have)\n        count = 0\n        for g in sorted(need):\n            pick = -1\n            for j in range(len(have)):\n                if not used[j] and have[j] >= g and (pick < 0 or have[j] < have[pick]):\n                    pick = j\n            if pick >= 0:\n                used[pick] = True\n                count += 1\n        return count\n',
  plants: () => [
    {
      name: 'strictly-bigger',
      language: 'javascript',
      code: 'var maxSatisfied = function (need, have) {\n  const g = Int32Array.from(need).sort(), s = Int32Array.from(have).sort();\n  let i = 0;\n  for (let j = 0; j < s.length && i < g.length; j++) if (s[j] > g[i]) i++;\n  return i;\n};\n',
      expect: 'wrong_answer',
      why: 'Off by one: an item exactly as big as needed is refused',
    },
  ],
});
