class Solution {
public:
    vector<vector<int>> merge(vector<vector<int>>& intervals) {
        vector<vector<int>> sorted = intervals;
        sort(sorted.begin(), sorted.end(), [](const vector<int>& a, const vector<int>& b) { return a[0] < b[0]; });
        vector<vector<int>> out;
        int start = sorted[0][0], end = sorted[0][1];
        for (const auto& iv : sorted) {
            if (iv[0] <= end) {
                end = max(end, iv[1]);
            } else {
                out.push_back({start, end});
                start = iv[0];
                end = iv[1];
            }
        }
        out.push_back({start, end});
        return out;
    }
};
