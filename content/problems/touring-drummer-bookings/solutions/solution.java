class Solution {
    public long maxEarnings(int[][] gigs, int rest) {
        int n = gigs.length;
        int[][] order = gigs.clone();
        Arrays.sort(order, (a, b) -> Integer.compare(a[1], b[1])); // by end hour
        long[] best = new long[n + 1]; // best[i]: most money from the first i gigs (up to 10^11)
        for (int i = 0; i < n; i++) {
            int limit = order[i][0] - rest; // >= -10^9: no overflow
            // p = number of gigs ending at or before limit (they all come before i)
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
