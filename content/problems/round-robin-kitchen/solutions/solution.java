class Solution {
    public int[] finishOrder(int[] cookTimes, int slice) {
        int n = cookTimes.length;
        long[] keyed = new long[n]; // turns in the high bits, index in the low bits
        for (int i = 0; i < n; i++) {
            long turns = ((long) cookTimes[i] + slice - 1) / slice;
            keyed[i] = (turns << 20) | i;
        }
        Arrays.sort(keyed);
        int[] order = new int[n];
        for (int i = 0; i < n; i++) order[i] = (int) (keyed[i] & ((1 << 20) - 1));
        return order;
    }
}
