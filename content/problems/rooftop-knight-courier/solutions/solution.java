class Solution {
    public int courierJumps(char[][] grid) {
        int rows = grid.length, cols = grid[0].length;
        int[] dist = new int[rows * cols];
        Arrays.fill(dist, -1);
        int start = -1, target = -1;
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] == 'S') start = r * cols + c;
                else if (grid[r][c] == 'T') target = r * cols + c;
            }
        int[] dr = {1, 2, -1, -2, 1, 2, -1, -2};
        int[] dc = {2, 1, 2, 1, -2, -1, -2, -1};
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(start);
        dist[start] = 0;
        while (!queue.isEmpty()) {
            int u = queue.poll();
            if (u == target) return dist[u];
            int r = u / cols, c = u % cols;
            for (int k = 0; k < 8; k++) {
                int nr = r + dr[k], nc = c + dc[k];
                if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] == '#') continue;
                int v = nr * cols + nc;
                if (dist[v] < 0) {
                    dist[v] = dist[u] + 1;
                    queue.add(v);
                }
            }
        }
        return -1;
    }
}
