class Solution {
    public int orangesRotting(int[][] grid) {
        int m = grid.length, n = grid[0].length;
        int[][] cells = new int[m][];
        for (int r = 0; r < m; r++) cells[r] = grid[r].clone();
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        int fresh = 0;
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                if (cells[r][c] == 2) queue.add(new int[] {r, c});
                else if (cells[r][c] == 1) fresh++;
            }
        }
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        int minutes = 0;
        while (!queue.isEmpty() && fresh > 0) {
            for (int size = queue.size(); size > 0; size--) { // one level is one minute
                int[] cell = queue.poll();
                for (int[] s : steps) {
                    int nr = cell[0] + s[0], nc = cell[1] + s[1];
                    if (nr >= 0 && nr < m && nc >= 0 && nc < n && cells[nr][nc] == 1) {
                        cells[nr][nc] = 2;
                        fresh--;
                        queue.add(new int[] {nr, nc});
                    }
                }
            }
            minutes++;
        }
        return fresh == 0 ? minutes : -1;
    }
}
