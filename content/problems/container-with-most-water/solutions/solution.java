class Solution {
    public int maxArea(int[] height) {
        int i = 0, j = height.length - 1, best = 0;
        while (i < j) {
            if (height[i] <= height[j]) {
                best = Math.max(best, height[i] * (j - i));
                i++;
            } else {
                best = Math.max(best, height[j] * (j - i));
                j--;
            }
        }
        return best;
    }
}
