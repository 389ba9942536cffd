class Solution {
    public int minBatteryRange(int roadLength, int[] stations, int maxSwaps) {
        int[] sorted = stations.clone();
        Arrays.sort(sorted);
        int m = sorted.length + 1;
        int[] legs = new int[m];
        int prev = 0, longest = 0;
        for (int i = 0; i < m; i++) {
            int next = i < sorted.length ? sorted[i] : roadLength;
            legs[i] = next - prev;
            longest = Math.max(longest, legs[i]);
            prev = next;
        }
        long batteries = maxSwaps + 1L;
        int lo = (int) Math.max(longest, (roadLength + batteries - 1) / batteries);
        int hi = roadLength;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (swapsNeeded(legs, mid) <= maxSwaps) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }

    private int swapsNeeded(int[] legs, int r) {
        int swaps = 0;
        long used = 0;
        for (int leg : legs) {
            if (used + leg > r) {
                swaps++;
                used = 0;
            }
            used += leg;
        }
        return swaps;
    }
}
