class Solution {
    public long minWeightedWait(int[] durations, int[] weights) {
        int n = durations.length;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> Long.compare((long) durations[a] * weights[b], (long) durations[b] * weights[a]));
        long clock = 0, total = 0;
        for (int i : order) {
            clock += durations[i];
            total += weights[i] * clock;
        }
        return total;
    }
}
