class Solution {
    public long countEvenWearPairs(int[] teeth) {
        int v = 0;
        for (int t : teeth) v = Math.max(v, t);
        int[] freq = new int[v + 1];
        for (int t : teeth) freq[t]++;
        int[] mu = new int[v + 1];
        Arrays.fill(mu, 1);
        boolean[] composite = new boolean[v + 1];
        for (int p = 2; p <= v; p++) {
            if (composite[p]) continue;
            for (int m = p; m <= v; m += p) {
                if (m > p) composite[m] = true;
                mu[m] = -mu[m];
            }
            long sq = (long) p * p;
            for (long m = sq; m <= v; m += sq) mu[(int) m] = 0;
        }
        int total = 0; // bug: 32-bit counts
        for (int d = 1; d <= v; d++) {
            if (mu[d] == 0) continue;
            int c = 0;
            for (int m = d; m <= v; m += d) c += freq[m];
            total += mu[d] * (c * (c - 1) / 2);
        }
        return total;
    }
}
