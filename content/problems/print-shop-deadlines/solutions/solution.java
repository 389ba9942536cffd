class Solution {
    public long maxEarnings(int[] deadlines, int[] payments) {
        int n = deadlines.length;
        long[] keyed = new long[n]; // deadline in the high bits, index in the low bits
        for (int i = 0; i < n; i++) keyed[i] = ((long) deadlines[i] << 20) | i;
        Arrays.sort(keyed);
        PriorityQueue<Integer> chosen = new PriorityQueue<>();
        for (long key : keyed) {
            int i = (int) (key & ((1 << 20) - 1));
            chosen.add(payments[i]);
            if (chosen.size() > deadlines[i]) chosen.poll();
        }
        long total = 0;
        for (int p : chosen) total += p;
        return total;
    }
}
