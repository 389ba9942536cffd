class Solution {
    public long wastedBytes(int[] requests) {
        long waste = 0;
        for (int s : requests) {
            long block = (s & (s - 1)) == 0 ? s : (long) Integer.highestOneBit(s) << 1;
            waste += block - s;
        }
        return waste;
    }
}
