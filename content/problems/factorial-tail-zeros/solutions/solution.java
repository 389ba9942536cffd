class Solution {
    public long tailZeros(long n, int base) {
        long best = Long.MAX_VALUE;
        int b = base;
        for (int p = 2; b > 1; p++) {
            if ((long) p * p > b) p = b; // what is left is a prime
            if (b % p != 0) continue;
            int e = 0;
            while (b % p == 0) {
                b /= p;
                e++;
            }
            long count = 0;
            for (long m = n / p; m > 0; m /= p) count += m;
            best = Math.min(best, count / e);
        }
        return best;
    }
}
