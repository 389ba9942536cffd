class Solution {
    public int numIslands(char[][] grid) {
        int m = grid.length, n = grid[0].length;
        boolean[] seen = new boolean[m * n];
        int[] stack = new int[m * n];
        int islands = 0;
        for (int start = 0; start < m * n; start++) {
            if (seen[start] || grid[start / n][start % n] != '1') continue;
            islands++;
            seen[start] = true;
            int top = 0;
            stack[top++] = start;
            while (top > 0) {
                int cell = stack[--top], r = cell / n, c = cell % n;
                int[] next = {r > 0 ? cell - n : -1, r + 1 < m ? cell + n : -1, c > 0 ? cell - 1 : -1, c + 1 < n ? cell + 1 : -1};
                for (int k : next) {
                    if (k >= 0 && !seen[k] && grid[k / n][k % n] == '1') {
                        seen[k] = true;
                        stack[top++] = k;
                    }
                }
            }
        }
        return islands;
    }
}
