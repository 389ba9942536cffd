class Solution {
    public long bestProfit(int capacity, int[] weights, int[] profits, int[] stock) {
        long[] best = new long[capacity + 1];
        int[] pos = new int[capacity + 1];
        long[] keys = new long[capacity + 1];
        for (int i = 0; i < weights.length; i++) {
            int w = weights[i], c = stock[i];
            long v = profits[i];
            long[] next = best.clone();
            for (int r = 0; r < w && r <= capacity; r++) {
                int head = 0, tail = 0;
                for (int j = r, q = 0; j <= capacity; j += w, q++) {
                    long key = best[j] - q * v;
                    while (tail > head && keys[tail - 1] <= key) tail--;
                    pos[tail] = q;
                    keys[tail++] = key;
                    if (pos[head] < q - c) head++;
                    next[j] = keys[head] + q * v;
                }
            }
            best = next;
        }
        return best[capacity];
    }
}
