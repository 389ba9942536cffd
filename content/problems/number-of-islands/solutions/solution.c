int numIslands(char** grid, int gridSize, int* gridColSize) {
    // Each unvisited land cell starts an island; an explicit stack floods it (no deep recursion).
    int m = gridSize, n = m > 0 ? gridColSize[0] : 0, islands = 0;
    int* stack = malloc((size_t)(m * n + 1) * sizeof(int));
    for (int r = 0; r < m; r++) {
        for (int c = 0; c < n; c++) {
            if (grid[r][c] != '1') continue;
            islands++;
            int top = 0;
            grid[r][c] = '0';
            stack[top++] = r * n + c;
            while (top > 0) {
                int cell = stack[--top], y = cell / n, x = cell % n;
                int dy[4] = {1, -1, 0, 0}, dx[4] = {0, 0, 1, -1};
                for (int k = 0; k < 4; k++) {
                    int ny = y + dy[k], nx = x + dx[k];
                    if (ny < 0 || ny >= m || nx < 0 || nx >= n || grid[ny][nx] != '1') continue;
                    grid[ny][nx] = '0';
                    stack[top++] = ny * n + nx;
                }
            }
        }
    }
    free(stack);
    return islands;
}
