public class Solution {
    public int NumIslands(char[][] grid) {
        // Each unvisited land cell starts an island; an explicit stack floods it (no deep recursion).
        int m = grid.Length, n = m > 0 ? grid[0].Length : 0, islands = 0;
        var stack = new Stack<int>();
        int[] dy = { 1, -1, 0, 0 }, dx = { 0, 0, 1, -1 };
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                if (grid[r][c] != '1') continue;
                islands++;
                grid[r][c] = '0';
                stack.Push(r * n + c);
                while (stack.Count > 0) {
                    int cell = stack.Pop(), y = cell / n, x = cell % n;
                    for (int k = 0; k < 4; k++) {
                        int ny = y + dy[k], nx = x + dx[k];
                        if (ny < 0 || ny >= m || nx < 0 || nx >= n || grid[ny][nx] != '1') continue;
                        grid[ny][nx] = '0';
                        stack.Push(ny * n + nx);
                    }
                }
            }
        }
        return islands;
    }
}
