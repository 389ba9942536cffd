class Solution {
    public long finishTime(int[] bakeTimes, int ovens) {
        PriorityQueue<Long> free = new PriorityQueue<>();
        for (int k = 0; k < Math.min(ovens, bakeTimes.length); k++) free.add(0L);
        long last = 0;
        for (int t : bakeTimes) {
            long done = free.poll() + t;
            free.add(done);
            last = Math.max(last, done);
        }
        return last;
    }
}
