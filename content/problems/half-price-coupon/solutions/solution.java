class Solution {
    public long cheapestTrip(int n, int[][] roads) {
        int m = roads.length;
        int[] off = new int[n + 1];
        for (int[] r : roads) {
            off[r[0] + 1]++;
            off[r[1] + 1]++;
        }
        for (int i = 0; i < n; i++) off[i + 1] += off[i];
        int[] to = new int[2 * m], cost = new int[2 * m], fill = Arrays.copyOf(off, n);
        for (int[] r : roads) {
            to[fill[r[0]]] = r[1];
            cost[fill[r[0]]++] = r[2];
            to[fill[r[1]]] = r[0];
            cost[fill[r[1]]++] = r[2];
        }
        final long INF = Long.MAX_VALUE;
        long[] dist = new long[2 * n]; // state 2 * v + used
        Arrays.fill(dist, INF);
        dist[0] = 0;
        PriorityQueue<long[]> heap = new PriorityQueue<>((x, y) -> Long.compare(x[0], y[0]));
        heap.add(new long[] {0, 0});
        while (!heap.isEmpty()) {
            long[] top = heap.poll();
            long d = top[0];
            int s = (int) top[1];
            if (d > dist[s]) continue;
            int u = s >> 1, used = s & 1;
            for (int e = off[u]; e < off[u + 1]; e++) {
                int v = to[e], w = cost[e];
                int t = 2 * v + used;
                if (d + w < dist[t]) {
                    dist[t] = d + w;
                    heap.add(new long[] {dist[t], t});
                }
                if (used == 0) {
                    t = 2 * v + 1;
                    long nd = d + w / 2;
                    if (nd < dist[t]) {
                        dist[t] = nd;
                        heap.add(new long[] {nd, t});
                    }
                }
            }
        }
        long best = Math.min(dist[2 * (n - 1)], dist[2 * (n - 1) + 1]);
        return best == INF ? -1 : best;
    }
}
