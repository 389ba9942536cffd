class Solution {
    public int countPaintings(long horses, int colours) {
        final long MOD = 1_000_000_007L;
        long base = (colours - 1) % MOD;
        long result = 1, b = base;
        for (long e = horses; e > 0; e >>= 1) {
            if ((e & 1) == 1) result = result * b % MOD;
            b = b * b % MOD;
        }
        long term = horses % 2 == 0 ? base : MOD - base;
        return (int) ((result + term) % MOD);
    }
}
