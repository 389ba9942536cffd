class Solution {
    public long earliestArrival(int islands, int[][] ferries) {
        List<int[]>[] lines = new List[islands];
        for (int i = 0; i < islands; i++) lines[i] = new ArrayList<>();
        for (int[] f : ferries) {
            lines[f[0]].add(new int[] {f[1], f[2], f[3]});
            lines[f[1]].add(new int[] {f[0], f[2], f[3]});
        }
        long[] best = new long[islands];
        Arrays.fill(best, Long.MAX_VALUE);
        best[0] = 0;
        PriorityQueue<long[]> heap = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        heap.add(new long[] {0, 0});
        while (!heap.isEmpty()) {
            long[] top = heap.poll();
            long t = top[0];
            int u = (int) top[1];
            if (t > best[u]) continue;
            if (u == islands - 1) return t;
            for (int[] line : lines[u]) {
                long p = line[1];
                long land = (t + p - 1) / p * p + line[2]; // next departure at or after t
                if (land < best[line[0]]) {
                    best[line[0]] = land;
                    heap.add(new long[] {land, line[0]});
                }
            }
        }
        return -1;
    }
}
