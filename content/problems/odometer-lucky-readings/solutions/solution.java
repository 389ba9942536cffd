class Solution {
    public long countLucky(long lo, long hi, int k) {
        return count(hi, k) - count(lo - 1, k);
    }

    // numbers in 0..n whose digit sum is a multiple of k
    private long count(long n, int k) {
        if (n < 0) return 0;
        long[] free = new long[k];
        int tight = 0;
        for (char ch : Long.toString(n).toCharArray()) {
            int d = ch - '0';
            long[] next = new long[k];
            for (int r = 0; r < k; r++) {
                if (free[r] == 0) continue;
                for (int digit = 0; digit < 10; digit++) next[(r + digit) % k] += free[r];
            }
            for (int digit = 0; digit < d; digit++) next[(tight + digit) % k] += 1;
            tight = (tight + d) % k;
            free = next;
        }
        return free[0] + (tight == 0 ? 1 : 0);
    }
}
