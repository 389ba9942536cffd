class Solution {
    public int longestZeroStretch(int[] flows) {
        int n = flows.length;
        long[] prefix = new long[n + 1];
        for (int j = 1; j <= n; j++) prefix[j] = prefix[j - 1] + flows[j - 1];
        // Compress the prefix sums to ids 0..u-1 (a sorted array avoids boxing every key).
        long[] sorted = prefix.clone();
        Arrays.sort(sorted);
        int u = 0;
        for (int i = 0; i <= n; i++) if (i == 0 || sorted[i] != sorted[i - 1]) sorted[u++] = sorted[i];
        int[] first = new int[u];
        Arrays.fill(first, -1);
        int best = 0;
        for (int j = 0; j <= n; j++) {
            int id = Arrays.binarySearch(sorted, 0, u, prefix[j]);
            if (first[id] < 0) first[id] = j;
            else best = Math.max(best, j - first[id]);
        }
        return best;
    }
}
