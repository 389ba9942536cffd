class Solution {
    public long totalFlips(long start, long end) {
        long flips = 0;
        for (long x = start; x < end; x++) flips += Long.bitCount(x ^ (x + 1)); // every increment
        return flips;
    }
}
