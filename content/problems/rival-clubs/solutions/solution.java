class Solution {
    public boolean canSplit(int n, int[][] rivalries) {
        int[] off = new int[n + 1];
        for (int[] r : rivalries) {
            off[r[0] + 1]++;
            off[r[1] + 1]++;
        }
        for (int i = 0; i < n; i++) off[i + 1] += off[i];
        int[] nbr = new int[2 * rivalries.length], fill = Arrays.copyOf(off, n);
        for (int[] r : rivalries) {
            nbr[fill[r[0]]++] = r[1];
            nbr[fill[r[1]]++] = r[0];
        }
        int[] club = new int[n];
        Arrays.fill(club, -1);
        int[] queue = new int[n];
        for (int start = 0; start < n; start++) {
            if (club[start] != -1) continue;
            club[start] = 0;
            int head = 0, tail = 0;
            queue[tail++] = start;
            while (head < tail) {
                int u = queue[head++];
                for (int e = off[u]; e < off[u + 1]; e++) {
                    int w = nbr[e];
                    if (club[w] == -1) {
                        club[w] = 1 - club[u];
                        queue[tail++] = w;
                    } else if (club[w] == club[u]) return false;
                }
            }
        }
        return true;
    }
}
