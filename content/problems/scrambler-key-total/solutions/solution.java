class Solution {
    public long totalBlockKeys(int[] fragments) {
        long[] ones = new long[20];
        int prefix = 0; // P[0] = 0 has no bit set
        for (int f : fragments) {
            prefix ^= f;
            for (int b = 0; b < 20; b++) ones[b] += (prefix >> b) & 1;
        }
        long m = fragments.length + 1;
        long total = 0;
        for (int b = 0; b < 20; b++) total += (1L << b) * ones[b] * (m - ones[b]);
        return total;
    }
}
