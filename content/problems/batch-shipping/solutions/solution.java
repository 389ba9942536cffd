import java.math.BigInteger;

class Solution {
    public long minShippingCost(int[] weights, int fee) {
        int n = weights.length;
        long[] prefix = new long[n + 1];
        for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + weights[i];
        long[] ms = new long[n + 1], bs = new long[n + 1];
        int head = 0, tail = 1; // lines ms/bs[head .. tail-1]; line 0 is y = 0
        long best = 0;
        for (int i = 1; i <= n; i++) {
            long x = prefix[i];
            while (tail - head >= 2 && ms[head + 1] * x + bs[head + 1] <= ms[head] * x + bs[head]) head++;
            best = x * x + fee + ms[head] * x + bs[head];
            long m3 = -2 * x, b3 = best + x * x;
            while (tail - head >= 2 && useless(ms[tail - 2], bs[tail - 2], ms[tail - 1], bs[tail - 1], m3, b3)) tail--;
            ms[tail] = m3;
            bs[tail] = b3;
            tail++;
        }
        return best;
    }

    // (b3 - b1) * (m1 - m2) <= (b2 - b1) * (m1 - m3), exactly: the products can exceed 64 bits
    private static boolean useless(long m1, long b1, long m2, long b2, long m3, long b3) {
        BigInteger left = BigInteger.valueOf(b3 - b1).multiply(BigInteger.valueOf(m1 - m2));
        BigInteger right = BigInteger.valueOf(b2 - b1).multiply(BigInteger.valueOf(m1 - m3));
        return left.compareTo(right) <= 0;
    }
}
