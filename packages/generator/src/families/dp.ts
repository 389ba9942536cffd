import { defineFamily } from '../family.ts';

/** Dynamic programming: the best pick of values kept apart, and the cheapest path across a grid. */

export const spacedPick = defineFamily({
  id: 'dp-spaced-pick',
  category: 'dp',
  difficulties: ['easy', 'medium', 'hard'],
  features: ['negatives', 'large-input', 'linear'],
  params: ({ difficulty, features, rng }) => ({
    gap: difficulty === 'easy' ? 1 : difficulty === 'medium' ? rng.int(2, 3) : rng.int(4, 6),
    neg: features.has('negatives'),
    story: rng.int(0, 1),
  }),
  title: (p) => (Number(p.gap) === 1 ? 'Quiet Street Collection' : `Collection with ${p.gap} Houses Apart`),
  story: (p) =>
    `${
      [
        'A collector walks down a street of houses; house `i` offers `values[i]` (it may be negative: a cost).',
        'A festival has a row of stalls; stall `i` pays `values[i]` for a performance (negative: it charges).',
      ][Number(p.story)]
    }\n\nChoose any set of indices such that any two chosen indices differ by more than ${p.gap} (\`|i - j| > ${p.gap}\`). Return the largest possible total of the chosen values (choosing nothing gives \`0\`).`,
  signature: () => ({ function: 'bestTotal', params: [{ name: 'values', type: 'int[]' }], returns: 'long' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['dynamic-programming', 'array'],
  constraints: (p) => [
    '1 <= values.length <= 10^5',
    p.neg ? '-10^4 <= values[i] <= 10^4' : '0 <= values[i] <= 10^4',
  ],
  hints: (p) => [
    'Decide for the last index: take it or not.',
    `best[i] = max(best[i - 1], values[i] + best[i - ${Number(p.gap) + 1}]).`,
  ],
  editorial: (p) =>
    `## Dynamic programming\n\`best[i]\` is the best total using indices \`< i\`; \`best[i + 1] = max(best[i], values[i] + best[max(0, i - ${p.gap})])\`.\n\nTime O(n), space O(n).\n\n## Brute force\nTry every valid choice recursively: exponential.`,
  generator: () => `
  const n = mode === 'large' ? 100000 : mode === 'small' || mode === 'example' ? R.int(1, 12) : R.int(1, 3000);
  return [R.arr(n, P.neg ? -10000 : 0, 10000)];`,
  validator: () => `
  if (values.length < 1 || values.length > 100000) return 'length out of range';
  for (const x of values) if (x < (P.neg ? -10000 : 0) || x > 10000) return 'value out of range';`,
  edge: (p) => [
    [[7]],
    [[p.neg ? -5 : 5]],
    [[1, 2]],
    [[5, 1, 1, 5]],
    [[0, 0, 0]],
    ...(p.neg ? [[[-1, -2, -3]]] : []),
  ],
  references: (p) => ({
    javascript: `var bestTotal = function (values) {
  const best = new Array(values.length + 1).fill(0);
  for (let i = 0; i < values.length; i++)
    best[i + 1] = Math.max(best[i], values[i] + best[Math.max(0, i - ${p.gap})]);
  return best[values.length];
};
`,
    python: `class Solution:
    def bestTotal(self, values: List[int]) -> int:
        best = [0] * (len(values) + 1)
        for i, v in enumerate(values):
            best[i + 1] = max(best[i], v + best[max(0, i - ${p.gap})])
        return best[-1]
`,
    java: `class Solution {
    public long bestTotal(int[] values) {
        long[] best = new long[values.length + 1];
        for (int i = 0; i < values.length; i++)
            best[i + 1] = Math.max(best[i], values[i] + best[Math.max(0, i - ${p.gap})]);
        return best[values.length];
    }
}
`,
    cpp: `class Solution {
public:
    long long bestTotal(vector<int>& values) {
        vector<long long> best(values.size() + 1, 0);
        for (int i = 0; i < (int) values.size(); i++)
            best[i + 1] = max(best[i], values[i] + best[max(0, i - ${p.gap})]);
        return best[values.size()];
    }
};
`,
  }),
  brute: (p) => `class Solution:
    def bestTotal(self, values: List[int]) -> int:
        def go(i):
            if i >= len(values):
                return 0
            return max(go(i + 1), values[i] + go(i + ${Number(p.gap) + 1}))
        return go(0)
`,
  plants: (p) => [
    {
      name: 'gap-off-by-one',
      language: 'javascript',
      code: `var bestTotal = function (values) {
  const best = new Array(values.length + 1).fill(0);
  for (let i = 0; i < values.length; i++)
    best[i + 1] = Math.max(best[i], values[i] + best[Math.max(0, i - ${Number(p.gap) - 1})]);
  return best[values.length];
};
`,
      expect: 'wrong_answer',
      why: `Off by one: lets chosen indices be exactly ${p.gap} apart`,
    },
  ],
});

export const gridPath = defineFamily({
  id: 'dp-grid-min-path',
  category: 'dp',
  difficulties: ['easy', 'medium'],
  features: ['grid', 'negatives', 'large-input'],
  params: ({ features, rng }) => ({ neg: features.has('negatives'), story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Cheapest Walk Across the Field' : 'Toll Roads of a Grid City'),
  story: (p) =>
    `${['A field is a grid; `grid[r][c]` is the effort to cross cell `(r, c)`.', 'A city is a grid of blocks; `grid[r][c]` is the toll of block `(r, c)`.'][Number(p.story)]}\n\nStart at the top-left cell and reach the bottom-right one, moving only right or down. The cost of a walk is the sum of the cells it visits (both ends included). Return the smallest cost.`,
  signature: () => ({ function: 'minPathCost', params: [{ name: 'grid', type: 'int[][]' }], returns: 'int' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['dynamic-programming', 'matrix'],
  constraints: (p) => [
    '1 <= rows, cols <= 300',
    p.neg ? '-100 <= grid[r][c] <= 100' : '0 <= grid[r][c] <= 100',
  ],
  hints: () => [
    'The best way into a cell comes from above or from the left.',
    'best[r][c] = grid[r][c] + min(best[r-1][c], best[r][c-1]).',
  ],
  editorial: () =>
    '## Dynamic programming on the grid\nFill row by row: each cell adds its cost to the cheaper of its two predecessors.\n\nTime O(rows·cols), space O(cols).\n\n## Brute force\nTry every monotone walk: exponential.',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const r = mode === 'large' ? 300 : small ? R.int(1, 4) : R.int(1, 60);
  const c = mode === 'large' ? 300 : small ? R.int(1, 4) : R.int(1, 60);
  return [Array.from({ length: r }, () => R.arr(c, P.neg ? -100 : 0, small ? 9 : 100))];`,
  validator: () => `
  if (grid.length < 1 || grid.length > 300) return 'rows out of range';
  for (const row of grid) {
    if (row.length !== grid[0].length || row.length < 1 || row.length > 300) return 'ragged or bad row';
    for (const x of row) if (x < (P.neg ? -100 : 0) || x > 100) return 'value out of range';
  }`,
  edge: () => [
    [[[5]]],
    [[[1, 2, 3]]],
    [[[1], [2], [3]]],
    [
      [
        [1, 3, 1],
        [1, 5, 1],
        [4, 2, 1],
      ],
    ],
  ],
  references: () => ({
    javascript:
      'var minPathCost = function (grid) {\n  const cols = grid[0].length, best = new Array(cols).fill(Infinity);\n  best[0] = 0;\n  for (const row of grid) {\n    best[0] += row[0];\n    for (let c = 1; c < cols; c++) best[c] = row[c] + Math.min(best[c], best[c - 1]);\n  }\n  return best[cols - 1];\n};\n',
    python:
      'class Solution:\n    def minPathCost(self, grid: List[List[int]]) -> int:\n        cols = len(grid[0])\n        best = [float("inf")] * cols\n        best[0] = 0\n        for row in grid:\n            best[0] += row[0]\n            for c in range(1, cols):\n                best[c] = row[c] + min(best[c], best[c - 1])\n        return best[-1]\n',
    java: 'class Solution {\n    public int minPathCost(int[][] grid) {\n        int cols = grid[0].length;\n        long[] best = new long[cols];\n        Arrays.fill(best, Long.MAX_VALUE / 2);\n        best[0] = 0;\n        for (int[] row : grid) {\n            best[0] += row[0];\n            for (int c = 1; c < cols; c++) best[c] = row[c] + Math.min(best[c], best[c - 1]);\n        }\n        return (int) best[cols - 1];\n    }\n}\n',
    cpp: 'class Solution {\npublic:\n    int minPathCost(vector<vector<int>>& grid) {\n        int cols = grid[0].size();\n        vector<long long> best(cols, LLONG_MAX / 2);\n        best[0] = 0;\n        for (auto& row : grid) {\n            best[0] += row[0];\n            for (int c = 1; c < cols; c++) best[c] = row[c] + min(best[c], best[c - 1]);\n        }\n        return (int) best[cols - 1];\n    }\n};\n',
  }),
  brute: () =>
    'class Solution:\n    def minPathCost(self, grid: List[List[int]]) -> int:\n        rows, cols = len(grid), len(grid[0])\n        def walk(r, c):\n            if r == rows - 1 and c == cols - 1:\n                return grid[r][c]\n            options = []\n            if r + 1 < rows:\n                options.append(walk(r + 1, c))\n            if c + 1 < cols:\n                options.append(walk(r, c + 1))\n            return grid[r][c] + min(options)\n        return walk(0, 0)\n',
  plants: () => [
    {
      name: 'forgets-start',
      language: 'javascript',
      code: 'var minPathCost = function (grid) {\n  const cols = grid[0].length, best = new Array(cols).fill(Infinity);\n  best[0] = -grid[0][0];\n  for (const row of grid) {\n    best[0] += row[0];\n    for (let c = 1; c < cols; c++) best[c] = row[c] + Math.min(best[c], best[c - 1]);\n  }\n  return best[cols - 1];\n};\n',
      expect: 'wrong_answer',
      why: 'Off by one: does not pay for the starting cell',
    },
  ],
});
