class Solution {
    private long[] cnt, sum;
    private int size;

    public long minTuningCost(int[] pitches, int k) {
        int n = pitches.length;
        int[] vals = Arrays.stream(pitches).distinct().sorted().toArray();
        size = vals.length;
        cnt = new long[size + 1];
        sum = new long[size + 1];
        int log = 1;
        while ((1 << log) <= size) log++;
        long total = 0, best = Long.MAX_VALUE;
        int m = (k + 1) / 2;
        for (int i = 0; i < n; i++) {
            update(Arrays.binarySearch(vals, pitches[i]) + 1, 1, pitches[i]);
            total += pitches[i];
            if (i >= k) {
                update(Arrays.binarySearch(vals, pitches[i - k]) + 1, -1, -pitches[i - k]);
                total -= pitches[i - k];
            }
            if (i < k - 1) continue;
            int pos = 0;
            long c = 0, s = 0;
            for (int step = 1 << log; step > 0; step >>= 1) {
                int next = pos + step;
                if (next <= size && c + cnt[next] < m) {
                    pos = next;
                    c += cnt[next];
                    s += sum[next];
                }
            }
            long med = vals[pos];
            long sumBelow = s + (m - c) * med; // the m smallest values
            long cost = med * m - sumBelow + (total - sumBelow) - med * (k - m);
            best = Math.min(best, cost);
        }
        return best;
    }

    private void update(int pos, long dc, long ds) {
        for (; pos <= size; pos += pos & -pos) {
            cnt[pos] += dc;
            sum[pos] += ds;
        }
    }
}
