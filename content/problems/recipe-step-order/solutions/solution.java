class Solution {
    public int[] stepOrder(int n, int[][] rules) {
        int[] off = new int[n + 1], indeg = new int[n];
        for (int[] r : rules) {
            off[r[0] + 1]++;
            indeg[r[1]]++;
        }
        for (int i = 0; i < n; i++) off[i + 1] += off[i];
        int[] nxt = new int[rules.length], fill = Arrays.copyOf(off, n);
        for (int[] r : rules) nxt[fill[r[0]]++] = r[1];
        PriorityQueue<Integer> heap = new PriorityQueue<>();
        for (int v = 0; v < n; v++) if (indeg[v] == 0) heap.add(v);
        int[] order = new int[n];
        int count = 0;
        while (!heap.isEmpty()) {
            int u = heap.poll();
            order[count++] = u;
            for (int e = off[u]; e < off[u + 1]; e++) if (--indeg[nxt[e]] == 0) heap.add(nxt[e]);
        }
        return count == n ? order : new int[0];
    }
}
