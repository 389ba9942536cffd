class Solution {
    public int countBalancePoints(int[] weights) {
        long total = 0;
        for (int w : weights) total += w;
        long left = 0;
        int count = 0;
        for (int w : weights) {
            if (left == total - left - w) count++;
            left += w;
        }
        return count;
    }
}
