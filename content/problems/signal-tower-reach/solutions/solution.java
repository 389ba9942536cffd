class Solution {
    public int[] towerReach(int[] heights) {
        int n = heights.length;
        int[] reach = new int[n];
        int[] stack = new int[n];
        int top = 0;
        for (int i = 0; i < n; i++) {
            while (top > 0 && heights[stack[top - 1]] <= heights[i]) {
                int j = stack[--top];
                reach[j] += i - j;
            }
            stack[top++] = i;
        }
        while (top > 0) {
            int j = stack[--top];
            reach[j] += n - 1 - j;
        }
        for (int i = n - 1; i >= 0; i--) {
            while (top > 0 && heights[stack[top - 1]] <= heights[i]) {
                int j = stack[--top];
                reach[j] += j - i;
            }
            stack[top++] = i;
        }
        while (top > 0) {
            int j = stack[--top];
            reach[j] += j;
        }
        return reach;
    }
}
