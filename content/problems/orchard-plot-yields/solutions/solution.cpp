class Solution {
public:
    vector<long long> plotYields(vector<vector<int>>& grid, vector<vector<int>>& plots) {
        int rows = grid.size(), cols = grid[0].size();
        vector<vector<long long>> S(rows + 1, vector<long long>(cols + 1, 0));
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) S[r + 1][c + 1] = grid[r][c] + S[r][c + 1] + S[r + 1][c] - S[r][c];
        vector<long long> answer;
        answer.reserve(plots.size());
        for (auto& p : plots) {
            int r1 = p[0], c1 = p[1], r2 = p[2], c2 = p[3];
            answer.push_back(S[r2 + 1][c2 + 1] - S[r1][c2 + 1] - S[r2 + 1][c1] + S[r1][c1]);
        }
        return answer;
    }
};
