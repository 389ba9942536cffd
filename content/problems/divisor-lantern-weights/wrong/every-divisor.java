class Solution {
    public int totalLanternWeight(long n) {
        final long MOD = 1_000_000_007L;
        long total = 0;
        for (long d = 1; d <= n; d++) total = (total + d % MOD * ((n / d) % MOD)) % MOD; // n terms
        return (int) total;
    }
}
