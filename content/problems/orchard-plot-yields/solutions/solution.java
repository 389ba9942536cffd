class Solution {
    public long[] plotYields(int[][] grid, int[][] plots) {
        int rows = grid.length, cols = grid[0].length;
        long[][] S = new long[rows + 1][cols + 1];
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) S[r + 1][c + 1] = grid[r][c] + S[r][c + 1] + S[r + 1][c] - S[r][c];
        long[] answer = new long[plots.length];
        for (int i = 0; i < plots.length; i++) {
            int r1 = plots[i][0], c1 = plots[i][1], r2 = plots[i][2], c2 = plots[i][3];
            answer[i] = S[r2 + 1][c2 + 1] - S[r1][c2 + 1] - S[r2 + 1][c1] + S[r1][c1];
        }
        return answer;
    }
}
