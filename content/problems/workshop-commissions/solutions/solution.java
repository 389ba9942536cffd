class Solution {
    public long maxCommission(int[] deadlines, int[] payments) {
        int n = deadlines.length;
        long[] jobs = new long[n]; // deadline in the high bits, index in the low 20 bits
        for (int i = 0; i < n; i++) jobs[i] = ((long) deadlines[i] << 20) | i;
        Arrays.sort(jobs);
        PriorityQueue<Integer> heap = new PriorityQueue<>();
        for (long job : jobs) {
            int i = (int) (job & ((1 << 20) - 1));
            heap.add(payments[i]);
            if (heap.size() > deadlines[i]) heap.poll();
        }
        long total = 0;
        for (int p : heap) total += p;
        return total;
    }
}
