class Solution {
    public long[] runningTopSums(int[] scores, int k) {
        PriorityQueue<Integer> top = new PriorityQueue<>(); // min-heap of the k best
        long total = 0;
        long[] out = new long[scores.length];
        for (int i = 0; i < scores.length; i++) {
            top.add(scores[i]);
            total += scores[i];
            if (top.size() > k) total -= top.poll();
            out[i] = total;
        }
        return out;
    }
}
