class Solution {
public:
    int numIslands(vector<vector<char>>& grid) {
        // Give every land cell its own label, then let each cell take the smallest label of its
        // neighbours until nothing changes. Correct, but a winding island needs as many sweeps
        // as its length.
        int m = grid.size(), n = grid[0].size();
        vector<vector<int>> label(m, vector<int>(n, -1));
        for (int r = 0; r < m; r++)
            for (int c = 0; c < n; c++)
                if (grid[r][c] == '1') label[r][c] = r * n + c;
        bool changed = true;
        while (changed) {
            changed = false;
            for (int r = 0; r < m; r++)
                for (int c = 0; c < n; c++) {
                    if (label[r][c] < 0) continue;
                    int best = label[r][c];
                    if (r > 0 && label[r - 1][c] >= 0) best = min(best, label[r - 1][c]);
                    if (r + 1 < m && label[r + 1][c] >= 0) best = min(best, label[r + 1][c]);
                    if (c > 0 && label[r][c - 1] >= 0) best = min(best, label[r][c - 1]);
                    if (c + 1 < n && label[r][c + 1] >= 0) best = min(best, label[r][c + 1]);
                    if (best < label[r][c]) { label[r][c] = best; changed = true; }
                }
        }
        int count = 0;
        for (int r = 0; r < m; r++)
            for (int c = 0; c < n; c++)
                if (label[r][c] == r * n + c) count++;
        return count;
    }
};
