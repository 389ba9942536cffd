class Solution {
public:
    vector<long long> plotYields(vector<vector<int>>& grid, vector<vector<int>>& plots) {
        vector<long long> answer;
        for (auto& p : plots) {
            long long total = 0;
            for (int r = p[0]; r <= p[2]; r++)
                for (int c = p[1]; c <= p[3]; c++) total += grid[r][c];
            answer.push_back(total);
        }
        return answer;
    }
};
