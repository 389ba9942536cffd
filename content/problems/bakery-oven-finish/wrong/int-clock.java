class Solution {
    public long finishTime(int[] bakeTimes, int ovens) {
        PriorityQueue<Integer> free = new PriorityQueue<>(); // bug: 32-bit times
        for (int k = 0; k < Math.min(ovens, bakeTimes.length); k++) free.add(0);
        int last = 0;
        for (int t : bakeTimes) {
            int done = free.poll() + t;
            free.add(done);
            last = Math.max(last, done);
        }
        return last;
    }
}
