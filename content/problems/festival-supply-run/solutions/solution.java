class Solution {
    static final long INF = Long.MAX_VALUE / 4;

    public long shortestSupplyRun(int n, int[][] roads, int[] sites) {
        int m = roads.length;
        int[] off = new int[n + 1];
        for (int[] r : roads) {
            off[r[0] + 1]++;
            off[r[1] + 1]++;
        }
        for (int i = 0; i < n; i++) off[i + 1] += off[i];
        int[] to = new int[2 * m], len = new int[2 * m], fill = Arrays.copyOf(off, n);
        for (int[] r : roads) {
            to[fill[r[0]]] = r[1];
            len[fill[r[0]]++] = r[2];
            to[fill[r[1]]] = r[0];
            len[fill[r[1]]++] = r[2];
        }
        int k = sites.length;
        long[] fromDepot = dijkstra(n, off, to, len, 0);
        long[][] fromSite = new long[k][];
        for (int i = 0; i < k; i++) fromSite[i] = dijkstra(n, off, to, len, sites[i]);
        int full = (1 << k) - 1;
        long[][] best = new long[1 << k][k];
        for (long[] row : best) Arrays.fill(row, INF);
        for (int i = 0; i < k; i++) best[1 << i][i] = fromDepot[sites[i]];
        for (int mask = 1; mask <= full; mask++) {
            for (int i = 0; i < k; i++) {
                long cur = best[mask][i];
                if (cur >= INF) continue;
                for (int j = 0; j < k; j++) {
                    if ((mask >> j & 1) != 0) continue;
                    long cand = cur + fromSite[i][sites[j]];
                    if (cand < best[mask | 1 << j][j]) best[mask | 1 << j][j] = cand;
                }
            }
        }
        long answer = INF;
        for (int i = 0; i < k; i++) answer = Math.min(answer, best[full][i] + fromSite[i][n - 1]);
        return answer >= INF ? -1 : answer;
    }

    private long[] dijkstra(int n, int[] off, int[] to, int[] len, int src) {
        long[] dist = new long[n];
        Arrays.fill(dist, INF);
        dist[src] = 0;
        PriorityQueue<long[]> heap = new PriorityQueue<>((x, y) -> Long.compare(x[0], y[0]));
        heap.add(new long[] {0, src});
        while (!heap.isEmpty()) {
            long[] top = heap.poll();
            long d = top[0];
            int u = (int) top[1];
            if (d > dist[u]) continue;
            for (int e = off[u]; e < off[u + 1]; e++) {
                long nd = d + len[e];
                if (nd < dist[to[e]]) {
                    dist[to[e]] = nd;
                    heap.add(new long[] {nd, to[e]});
                }
            }
        }
        return dist;
    }
}
