class Solution {
    public long countSafePairs(int[] dishes) {
        final int BITS = 17, SIZE = 1 << BITS;
        long[] sub = new long[SIZE];
        long zeros = 0;
        for (int d : dishes) {
            sub[d]++;
            if (d == 0) zeros++;
        }
        for (int b = 0; b < BITS; b++) {
            int bit = 1 << b;
            for (int m = 0; m < SIZE; m++) if ((m & bit) != 0) sub[m] += sub[m ^ bit];
        }
        long total = 0;
        for (int d : dishes) total += sub[~d]; // bug: ~d is negative without masking to 17 bits
        return (total - zeros) / 2;
    }
}
