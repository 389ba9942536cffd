class Solution {
    public long minMergeCost(int[] sizes, int k) {
        PriorityQueue<Long> heap = new PriorityQueue<>();
        for (int s : sizes) heap.add((long) s);
        while ((heap.size() - 1) % (k - 1) != 0) heap.add(0L); // dummy archives
        long total = 0;
        while (heap.size() > 1) {
            long merged = 0;
            for (int i = 0; i < k; i++) merged += heap.poll();
            total += merged;
            heap.add(merged);
        }
        return total;
    }
}
