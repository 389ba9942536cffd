class Solution {
public:
    int courierJumps(vector<vector<char>>& grid) {
        int rows = grid.size(), cols = grid[0].size();
        vector<int> dist(rows * cols, -1);
        int start = -1, target = -1;
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] == 'S') start = r * cols + c;
                else if (grid[r][c] == 'T') target = r * cols + c;
            }
        const int dr[8] = {1, 2, -1, -2, 1, 2, -1, -2};
        const int dc[8] = {2, 1, 2, 1, -2, -1, -2, -1};
        queue<int> q;
        q.push(start);
        dist[start] = 0;
        while (!q.empty()) {
            int u = q.front();
            q.pop();
            if (u == target) return dist[u];
            int r = u / cols, c = u % cols;
            for (int k = 0; k < 8; k++) {
                int nr = r + dr[k], nc = c + dc[k];
                if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] == '#') continue;
                int v = nr * cols + nc;
                if (dist[v] < 0) {
                    dist[v] = dist[u] + 1;
                    q.push(v);
                }
            }
        }
        return -1;
    }
};
