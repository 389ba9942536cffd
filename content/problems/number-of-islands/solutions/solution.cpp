class Solution {
public:
    int numIslands(vector<vector<char>>& grid) {
        int m = grid.size(), n = grid[0].size(), islands = 0;
        vector<char> seen(m * n, 0);
        vector<int> stack;
        const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++) {
                if (grid[i][j] != '1' || seen[i * n + j]) continue;
                islands++;
                seen[i * n + j] = 1;
                stack.push_back(i * n + j);
                while (!stack.empty()) {
                    int r = stack.back() / n, c = stack.back() % n;
                    stack.pop_back();
                    for (int d = 0; d < 4; d++) {
                        int nr = r + dr[d], nc = c + dc[d];
                        if (nr < 0 || nr >= m || nc < 0 || nc >= n) continue;
                        if (grid[nr][nc] != '1' || seen[nr * n + nc]) continue;
                        seen[nr * n + nc] = 1;
                        stack.push_back(nr * n + nc);
                    }
                }
            }
        return islands;
    }
};
