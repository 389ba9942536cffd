class Solution {
    public int maxArea(int[] height) {
        int n = height.length, best = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                best = Math.max(best, Math.min(height[i], height[j]) * (j - i));
            }
        }
        return best;
    }
}
