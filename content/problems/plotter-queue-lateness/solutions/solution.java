class Solution {
    public long minWorstDelay(int[] durations, int[] deadlines) {
        int n = durations.length;
        long[] keys = new long[n]; // deadline in the high bits, index in the low 18 bits
        for (int i = 0; i < n; i++) keys[i] = ((long) deadlines[i] << 18) | i;
        Arrays.sort(keys);
        long clock = 0, worst = 0;
        for (long key : keys) {
            int i = (int) (key & ((1 << 18) - 1));
            clock += durations[i];
            worst = Math.max(worst, clock - deadlines[i]);
        }
        return worst;
    }
}
