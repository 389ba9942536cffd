class Solution {
    public long firstHourLost(int[] capacity, int[] leakRate, long target) {
        int n = capacity.length;
        long hi = 1;
        for (int i = 0; i < n; i++) hi = Math.max(hi, (capacity[i] + (long) leakRate[i] - 1) / leakRate[i]);
        long lo = 1;
        while (lo < hi) {
            long mid = (lo + hi) / 2;
            if (lost(capacity, leakRate, mid) >= target) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }

    private long lost(int[] capacity, int[] leakRate, long t) {
        long sum = 0;
        for (int i = 0; i < capacity.length; i++) sum += Math.min((long) capacity[i], leakRate[i] * t);
        return sum;
    }
}
