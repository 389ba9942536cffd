import { defineFamily } from '../family.ts';

/** Graph: counting connected components, and the shortest path over weighted edges. */

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
