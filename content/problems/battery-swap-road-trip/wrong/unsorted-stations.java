class Solution {
    public int minBatteryRange(int roadLength, int[] stations, int maxSwaps) {
        int m = stations.length + 1;
        int[] legs = new int[m];
        int prev = 0, longest = 0;
        for (int i = 0; i < m; i++) {
            int next = i < stations.length ? stations[i] : roadLength; // bug: stations never sorted
            legs[i] = Math.abs(next - prev);
            longest = Math.max(longest, legs[i]);
            prev = next;
        }
        int lo = longest, hi = Math.max(longest, roadLength);
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            int swaps = 0;
            long used = 0;
            for (int leg : legs) {
                if (used + leg > mid) {
                    swaps++;
                    used = 0;
                }
                used += leg;
            }
            if (swaps <= maxSwaps) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }
}
