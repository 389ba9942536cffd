import { defineFamily } from '../family.ts';

/** Graph and dynamic-programming families. */

export const components = defineFamily({
  id: 'graph-components',
  category: 'graph',
  difficulties: ['easy', 'medium'],
  features: ['large-input', 'linear'],
  params: ({ rng }) => ({ story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Island Networks' : 'Friend Circles'),
  story: (p) =>
    `${
      [
        'There are `n` islands numbered `0` to `n - 1`, and `bridges[i] = [a, b]` is a two-way bridge between islands `a` and `b`.',
        'A school has `n` students numbered `0` to `n - 1`; `bridges[i] = [a, b]` says that students `a` and `b` are friends (friendship goes both ways).',
      ][Number(p.story)]
    }\n\nReturn the number of connected groups (connected components).`,
  signature: () => ({
    function: 'countGroups',
    params: [
      { name: 'n', type: 'int' },
      { name: 'bridges', type: 'int[][]' },
    ],
    returns: 'int',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['graph', 'union-find'],
  constraints: () => ['1 <= n <= 10^5', '0 <= bridges.length <= 10^5', '0 <= a, b < n'],
  hints: () => [
    'Each bridge merges two groups (or none, if already joined).',
    'Union-find answers "same group?" in almost O(1).',
  ],
  editorial: () =>
    '## Union-find\nStart with n groups; every bridge joining two different groups lowers the count by one.\n\nTime O((n + m) α(n)), space O(n).\n\n## Brute force\nPropagate the smallest label along the bridges until nothing changes: O(n·m) on a long path.',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 8) : R.int(1, 2000);
  if (mode === 'large') {
    // A path listed from its far end: label propagation needs n rounds.
    const edges = [];
    for (let k = n - 1; k > 0; k--) edges.push([k - 1, k]);
    if (i === 1) edges.splice(n / 2, 1);
    return [n, edges];
  }
  const m = R.int(0, small ? 8 : Math.min(4000, 2 * n));
  const edges = [];
  for (let k = 0; k < m; k++) edges.push([R.int(0, n - 1), R.int(0, n - 1)]);
  return [n, edges];`,
  validator: () => `
  if (n < 1 || n > 100000 || bridges.length > 100000) return 'size out of range';
  for (const e of bridges) if (e.length !== 2 || e[0] < 0 || e[1] < 0 || e[0] >= n || e[1] >= n) return 'bad bridge';`,
  edge: () => [
    [1, []],
    [3, []],
    [2, [[0, 1]]],
    [
      4,
      [
        [0, 0],
        [1, 2],
        [2, 1],
      ],
    ],
  ],
  references: () => ({
    javascript: `var countGroups = function (n, bridges) {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x) => { while (parent[x] !== x) { parent[x] = parent[parent[x]]; x = parent[x]; } return x; };
  let groups = n;
  for (const [a, b] of bridges) {
    const ra = find(a), rb = find(b);
    if (ra !== rb) { parent[ra] = rb; groups--; }
  }
  return groups;
};
`,
    python: `class Solution:
    def countGroups(self, n: int, bridges: List[List[int]]) -> int:
        parent = list(range(n))
        def find(x):
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x
        groups = n
        for a, b in bridges:
            ra, rb = find(a), find(b)
            if ra != rb:
                parent[ra] = rb
                groups -= 1
        return groups
`,
    java: `class Solution {
    private int[] parent;
    private int find(int x) {
        while (parent[x] != x) { parent[x] = parent[parent[x]]; x = parent[x]; }
        return x;
    }
    public int countGroups(int n, int[][] bridges) {
        parent = new int[n];
        for (int i = 0; i < n; i++) parent[i] = i;
        int groups = n;
        for (int[] e : bridges) {
            int ra = find(e[0]), rb = find(e[1]);
            if (ra != rb) { parent[ra] = rb; groups--; }
        }
        return groups;
    }
}
`,
    cpp: `class Solution {
    vector<int> parent;
    int find(int x) {
        while (parent[x] != x) { parent[x] = parent[parent[x]]; x = parent[x]; }
        return x;
    }
public:
    int countGroups(int n, vector<vector<int>>& bridges) {
        parent.resize(n);
        for (int i = 0; i < n; i++) parent[i] = i;
        int groups = n;
        for (auto& e : bridges) {
            int ra = find(e[0]), rb = find(e[1]);
            if (ra != rb) { parent[ra] = rb; groups--; }
        }
        return groups;
    }
};
`,
  }),
  brute: () => `class Solution:
    def countGroups(self, n: int, bridges: List[List[int]]) -> int:
        label = list(range(n))
        changed = True
        while changed:
            changed = False
            for a, b in bridges:
                low = min(label[a], label[b])
                if label[a] != low or label[b] != low:
                    label[a] = label[b] = low
                    changed = True
        return len(set(label))
`,
  plants: () => [
    {
      name: 'counts-self-loops',
      language: 'python',
      code: `class Solution:
    def countGroups(self, n: int, bridges: List[List[int]]) -> int:
        parent = list(range(n))
        def find(x):
            while parent[x] != x:
                x = parent[x]
            return x
        groups = n
        for a, b in bridges:
            if a == b or find(a) != find(b):
                parent[find(a)] = find(b)
                groups -= 1
        return groups
`,
      expect: 'wrong_answer',
      why: 'Counts a bridge from an island to itself as a merge',
    },
  ],
});

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
