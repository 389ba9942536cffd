class Solution {
    public long cheapestTrip(int n, int[][] roads) {
        List<int[]>[] adj = new List[n];
        for (int i = 0; i < n; i++) adj[i] = new ArrayList<>();
        for (int[] r : roads) {
            adj[r[0]].add(new int[] {r[1], r[2]});
            adj[r[1]].add(new int[] {r[0], r[2]});
        }
        int[] dist = new int[2 * n]; // bug: 32-bit distances
        Arrays.fill(dist, Integer.MAX_VALUE);
        dist[0] = 0;
        PriorityQueue<int[]> heap = new PriorityQueue<>((x, y) -> Integer.compare(x[0], y[0]));
        heap.add(new int[] {0, 0});
        while (!heap.isEmpty()) {
            int[] top = heap.poll();
            int d = top[0], s = top[1];
            if (d > dist[s]) continue;
            int u = s >> 1, used = s & 1;
            for (int[] e : adj[u]) {
                int v = e[0], w = e[1];
                int t = 2 * v + used;
                if (d + w < dist[t]) {
                    dist[t] = d + w;
                    heap.add(new int[] {dist[t], t});
                }
                if (used == 0) {
                    t = 2 * v + 1;
                    int nd = d + w / 2;
                    if (nd < dist[t]) {
                        dist[t] = nd;
                        heap.add(new int[] {nd, t});
                    }
                }
            }
        }
        int best = Math.min(dist[2 * (n - 1)], dist[2 * (n - 1) + 1]);
        return best == Integer.MAX_VALUE ? -1 : best;
    }
}
