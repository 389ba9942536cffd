class Solution {
    public int countPaintings(long horses, int colours) {
        final long MOD = 1_000_000_007L;
        long k = colours % MOD;
        long prev = k * ((k - 1 + MOD) % MOD) % MOD; // ring(2)
        if (horses == 2) return (int) prev;
        long cur = prev * ((k - 2 + MOD) % MOD) % MOD; // ring(3)
        for (long m = 4; m <= horses; m++) { // one horse at a time
            long next = (((k - 2 + MOD) % MOD) * cur + ((k - 1 + MOD) % MOD) * prev) % MOD;
            prev = cur;
            cur = next;
        }
        return (int) cur;
    }
}
