class Solution {
    public int[] islandsWithinRides(int n, int[][] routes, int start, int k) {
        int[] off = new int[n + 1];
        for (int[] r : routes) {
            off[r[0] + 1]++;
            off[r[1] + 1]++;
        }
        for (int i = 0; i < n; i++) off[i + 1] += off[i];
        int[] nbr = new int[2 * routes.length];
        int[] fill = Arrays.copyOf(off, n);
        for (int[] r : routes) {
            nbr[fill[r[0]]++] = r[1];
            nbr[fill[r[1]]++] = r[0];
        }
        int[] dist = new int[n];
        Arrays.fill(dist, -1);
        int[] queue = new int[n];
        int head = 0, tail = 0;
        dist[start] = 0;
        queue[tail++] = start;
        while (head < tail) {
            int u = queue[head++];
            if (dist[u] == k) continue;
            for (int e = off[u]; e < off[u + 1]; e++) {
                int w = nbr[e];
                if (dist[w] < 0) {
                    dist[w] = dist[u] + 1;
                    queue[tail++] = w;
                }
            }
        }
        int count = 0;
        for (int i = 0; i < n; i++) if (dist[i] >= 0) count++;
        int[] result = new int[count];
        for (int i = 0, j = 0; i < n; i++) if (dist[i] >= 0) result[j++] = i;
        return result;
    }
}
