class Solution {
    public long totalFlips(long start, long end) {
        return flipsFromZero(end) - flipsFromZero(start);
    }

    private long flipsFromZero(long n) {
        return 2 * n - Long.bitCount(n);
    }
}
