class Solution {
    public long totalBlockKeys(int[] fragments) {
        int[] ones = new int[20];
        int prefix = 0;
        for (int f : fragments) {
            prefix ^= f;
            for (int b = 0; b < 20; b++) ones[b] += (prefix >> b) & 1;
        }
        int m = fragments.length + 1;
        long total = 0;
        for (int b = 0; b < 20; b++) total += (1L << b) * (ones[b] * (m - ones[b])); // bug: int product
        return total;
    }
}
