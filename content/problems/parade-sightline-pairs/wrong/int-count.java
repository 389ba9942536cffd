class Solution {
    public long countSightlines(int[] heights) {
        int n = heights.length;
        int[] hs = new int[n];
        int[] cs = new int[n];
        int top = 0;
        int total = 0; // bug: 32-bit count
        for (int h : heights) {
            while (top > 0 && hs[top - 1] < h) total += cs[--top];
            if (top > 0 && hs[top - 1] == h) {
                int count = cs[--top];
                total += count;
                if (top > 0) total += 1;
                hs[top] = h;
                cs[top++] = count + 1;
            } else {
                if (top > 0) total += 1;
                hs[top] = h;
                cs[top++] = 1;
            }
        }
        return total;
    }
}
