class Solution {
    private static final long MOD = 1_000_000_007L;

    public int totalLanternWeight(long n) {
        long s = (long) Math.sqrt((double) n);
        while (s * s > n) s--;
        while ((s + 1) * (s + 1) <= n) s++;
        long total = 0;
        for (long d = 1; d <= s; d++) {
            long q = n / d;
            total = (total + d % MOD * (q % MOD) % MOD + tri(q)) % MOD;
        }
        total = (total - s % MOD * tri(s) % MOD + MOD) % MOD;
        return (int) total;
    }

    // m (m + 1) / 2 mod p: halve the even factor before reducing, so nothing overflows
    private long tri(long m) {
        return m % 2 == 0 ? (m / 2) % MOD * ((m + 1) % MOD) % MOD : m % MOD * (((m + 1) / 2) % MOD) % MOD;
    }
}
