class Solution {
    public long maxTrainingGain(int[] gains, int k) {
        int n = gains.length;
        // Position p = i + 1 is day i; 0 and n + 1 are virtual rest days.
        long[] cost = new long[n + 2];
        int[] window = new int[n + 2];
        int head = 0, tail = 0;
        window[tail++] = 0;
        long total = 0;
        for (int g : gains) total += g;
        for (int p = 1; p <= n + 1; p++) {
            while (window[head] < p - k - 1) head++;
            cost[p] = (p <= n ? gains[p - 1] : 0) + cost[window[head]];
            while (tail > head && cost[window[tail - 1]] >= cost[p]) tail--;
            window[tail++] = p;
        }
        return total - cost[n + 1];
    }
}
