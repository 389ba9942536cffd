class Solution {
    public long minCrossingCost(int[] costs, int minJump, int maxJump) {
        int n = costs.length;
        final long INF = Long.MAX_VALUE;
        long[] best = new long[n];
        Arrays.fill(best, INF);
        best[0] = costs[0];
        int[] deque = new int[n];
        int head = 0, tail = 0;
        for (int j = 1; j < n; j++) {
            int i = j - minJump;
            if (i >= 0 && best[i] != INF) {
                while (tail > head && best[deque[tail - 1]] >= best[i]) tail--;
                deque[tail++] = i;
            }
            while (tail > head && deque[head] < j - maxJump) head++;
            if (costs[j] != -1 && tail > head) best[j] = costs[j] + best[deque[head]];
        }
        return best[n - 1] == INF ? -1 : best[n - 1];
    }
}
