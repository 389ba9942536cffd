class Solution {
    public long tailZeros(long n, int base) {
        long best = Long.MAX_VALUE;
        int b = base;
        for (int p = 2; b > 1; p++) {
            if (b % p != 0) continue;
            int e = 0;
            while (b % p == 0) {
                b /= p;
                e++;
            }
            long count = 0;
            for (long i = p; i <= n; i += p) { // every multiple of p up to n
                long x = i;
                while (x % p == 0) {
                    x /= p;
                    count++;
                }
            }
            best = Math.min(best, count / e);
        }
        return best;
    }
}
