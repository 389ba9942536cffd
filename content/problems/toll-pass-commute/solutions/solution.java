class Solution {
    public long cheapestCommute(int n, int[][] roads, int passes) {
        int[] deg = new int[n];
        for (int[] r : roads) {
            deg[r[0]]++;
            deg[r[1]]++;
        }
        int[][] to = new int[n][], toll = new int[n][];
        for (int v = 0; v < n; v++) {
            to[v] = new int[deg[v]];
            toll[v] = new int[deg[v]];
        }
        int[] fill = new int[n];
        for (int[] r : roads) {
            to[r[0]][fill[r[0]]] = r[1];
            toll[r[0]][fill[r[0]]++] = r[2];
            to[r[1]][fill[r[1]]] = r[0];
            toll[r[1]][fill[r[1]]++] = r[2];
        }
        int layers = passes + 1;
        long[] dist = new long[n * layers];
        Arrays.fill(dist, Long.MAX_VALUE);
        dist[0] = 0;
        PriorityQueue<long[]> heap = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        heap.add(new long[] {0, 0});
        while (!heap.isEmpty()) {
            long[] top = heap.poll();
            long d = top[0];
            int state = (int) top[1];
            if (d > dist[state]) continue;
            int u = state / layers, j = state % layers;
            for (int e = 0; e < to[u].length; e++) {
                int s = to[u][e] * layers + j;
                long paid = d + toll[u][e];
                if (paid < dist[s]) {
                    dist[s] = paid;
                    heap.add(new long[] {paid, s});
                }
                if (j < passes && d < dist[s + 1]) {
                    dist[s + 1] = d;
                    heap.add(new long[] {d, s + 1});
                }
            }
        }
        long best = Long.MAX_VALUE;
        for (int j = 0; j < layers; j++) best = Math.min(best, dist[(n - 1) * layers + j]);
        return best == Long.MAX_VALUE ? -1 : best;
    }
}
