import { defineFamily } from '../family.ts';

/** Second families for dynamic programming (on a grid) and graphs (weighted). */

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

export const weightedPath = defineFamily({
  id: 'graph-weighted-shortest',
  category: 'graph',
  difficulties: ['medium', 'hard'],
  features: ['weighted', 'large-input', 'nlogn'],
  params: ({ rng }) => ({ story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Fastest Delivery Route' : 'Cheapest Flight Chain'),
  story: (p) =>
    `${['Towns `0..n-1` are joined by two-way roads `roads[i] = [a, b, minutes]`.', 'Airports `0..n-1` have two-way flights `roads[i] = [a, b, price]`.'][Number(p.story)]}\n\nReturn the smallest total weight of a route from \`0\` to \`n - 1\`, or \`-1\` if there is none.`,
  signature: () => ({
    function: 'shortestRoute',
    params: [
      { name: 'n', type: 'int' },
      { name: 'roads', type: 'int[][]' },
    ],
    returns: 'int',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['graph', 'shortest-path', 'heap'],
  constraints: () => [
    '1 <= n <= 10^4',
    '0 <= roads.length <= 2 * 10^4',
    '0 <= a, b < n',
    '1 <= weight <= 10^4',
  ],
  hints: () => [
    'All weights are positive.',
    "Dijkstra's algorithm with a priority queue settles nodes in order of distance.",
  ],
  editorial: () =>
    '## Dijkstra\nPop the closest unsettled node from a min-heap and relax its roads.\n\nTime O((n + m) log n), space O(n + m).\n\n## Brute force\nBellman-Ford, n - 1 rounds over every road: O(n·m).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 10000 : small ? R.int(1, 6) : R.int(1, 500);
  const roads = [];
  if (mode === 'large') {
    for (let k = n - 1; k > 0; k--) roads.push([k - 1, k, R.int(1, 10000)]);
    for (let k = 0; k < 10000 - i; k++) roads.push([R.int(0, n - 1), R.int(0, n - 1), 10000]);
    return [n, roads];
  }
  const m = R.int(0, small ? 8 : 2 * n);
  for (let k = 0; k < m; k++) roads.push([R.int(0, n - 1), R.int(0, n - 1), R.int(1, small ? 9 : 10000)]);
  return [n, roads];`,
  validator: () => `
  if (n < 1 || n > 10000 || roads.length > 20000) return 'size out of range';
  for (const r of roads) if (r.length !== 3 || r[0] < 0 || r[1] < 0 || r[0] >= n || r[1] >= n || r[2] < 1 || r[2] > 10000) return 'bad road';`,
  edge: () => [
    [1, []],
    [2, []],
    [2, [[0, 1, 5]]],
    [
      3,
      [
        [0, 1, 1],
        [1, 2, 1],
        [0, 2, 5],
      ],
    ],
    [
      3,
      [
        [0, 0, 3],
        [1, 2, 4],
      ],
    ],
  ],
  references: () => ({
    javascript:
      'var shortestRoute = function (n, roads) {\n  const adj = Array.from({ length: n }, () => []);\n  for (const [a, b, w] of roads) { adj[a].push([b, w]); adj[b].push([a, w]); }\n  const dist = new Array(n).fill(Infinity), done = new Array(n).fill(false);\n  dist[0] = 0;\n  for (let it = 0; it < n; it++) {\n    let u = -1;\n    for (let v = 0; v < n; v++) if (!done[v] && (u < 0 || dist[v] < dist[u])) u = v;\n    if (dist[u] === Infinity) break;\n    done[u] = true;\n    for (const [v, w] of adj[u]) if (dist[u] + w < dist[v]) dist[v] = dist[u] + w;\n  }\n  return dist[n - 1] === Infinity ? -1 : dist[n - 1];\n};\n',
    python:
      'class Solution:\n    def shortestRoute(self, n: int, roads: List[List[int]]) -> int:\n        adj = [[] for _ in range(n)]\n        for a, b, w in roads:\n            adj[a].append((b, w))\n            adj[b].append((a, w))\n        dist = [float("inf")] * n\n        dist[0] = 0\n        heap = [(0, 0)]\n        while heap:\n            d, u = heapq.heappop(heap)\n            if d > dist[u]:\n                continue\n            for v, w in adj[u]:\n                if d + w < dist[v]:\n                    dist[v] = d + w\n                    heapq.heappush(heap, (d + w, v))\n        return -1 if dist[-1] == float("inf") else dist[-1]\n',
    java: 'class Solution {\n    public int shortestRoute(int n, int[][] roads) {\n        List<List<int[]>> adj = new ArrayList<>();\n        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());\n        for (int[] r : roads) { adj.get(r[0]).add(new int[] { r[1], r[2] }); adj.get(r[1]).add(new int[] { r[0], r[2] }); }\n        long[] dist = new long[n];\n        Arrays.fill(dist, Long.MAX_VALUE);\n        dist[0] = 0;\n        PriorityQueue<long[]> heap = new PriorityQueue<>((x, y) -> Long.compare(x[0], y[0]));\n        heap.add(new long[] { 0, 0 });\n        while (!heap.isEmpty()) {\n            long[] top = heap.poll();\n            int u = (int) top[1];\n            if (top[0] > dist[u]) continue;\n            for (int[] e : adj.get(u)) if (top[0] + e[1] < dist[e[0]]) { dist[e[0]] = top[0] + e[1]; heap.add(new long[] { dist[e[0]], e[0] }); }\n        }\n        return dist[n - 1] == Long.MAX_VALUE ? -1 : (int) dist[n - 1];\n    }\n}\n',
    cpp: 'class Solution {\npublic:\n    int shortestRoute(int n, vector<vector<int>>& roads) {\n        vector<vector<pair<int, int>>> adj(n);\n        for (auto& r : roads) { adj[r[0]].push_back({r[1], r[2]}); adj[r[1]].push_back({r[0], r[2]}); }\n        vector<long long> dist(n, LLONG_MAX);\n        dist[0] = 0;\n        priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> heap;\n        heap.push({0, 0});\n        while (!heap.empty()) {\n            auto [d, u] = heap.top();\n            heap.pop();\n            if (d > dist[u]) continue;\n            for (auto [v, w] : adj[u]) if (d + w < dist[v]) { dist[v] = d + w; heap.push({dist[v], v}); }\n        }\n        return dist[n - 1] == LLONG_MAX ? -1 : (int) dist[n - 1];\n    }\n};\n',
  }),
  brute: () =>
    'class Solution:\n    def shortestRoute(self, n: int, roads: List[List[int]]) -> int:\n        inf = float("inf")\n        dist = [inf] * n\n        dist[0] = 0\n        for _ in range(n - 1):\n            for a, b, w in roads:\n                if dist[a] + w < dist[b]:\n                    dist[b] = dist[a] + w\n                if dist[b] + w < dist[a]:\n                    dist[a] = dist[b] + w\n        return -1 if dist[-1] == inf else dist[-1]\n',
  plants: () => [
    {
      name: 'one-way-roads',
      language: 'cpp',
      code: 'class Solution {\npublic:\n    int shortestRoute(int n, vector<vector<int>>& roads) {\n        vector<vector<pair<int, int>>> adj(n);\n        for (auto& r : roads) adj[r[0]].push_back({r[1], r[2]});\n        vector<long long> dist(n, LLONG_MAX);\n        dist[0] = 0;\n        priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> heap;\n        heap.push({0, 0});\n        while (!heap.empty()) {\n            auto [d, u] = heap.top();\n            heap.pop();\n            if (d > dist[u]) continue;\n            for (auto [v, w] : adj[u]) if (d + w < dist[v]) { dist[v] = d + w; heap.push({dist[v], v}); }\n        }\n        return dist[n - 1] == LLONG_MAX ? -1 : (int) dist[n - 1];\n    }\n};\n',
      expect: 'wrong_answer',
      why: 'Treats the two-way roads as one-way',
    },
  ],
});
