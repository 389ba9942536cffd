class Solution {
public:
    vector<vector<int>> merge(vector<vector<int>>& intervals) {
        vector<vector<int>> out;
        for (auto cur : intervals) {
            bool found = true;
            while (found) {
                found = false;
                for (size_t k = 0; k < out.size(); k++) {
                    if (out[k][0] <= cur[1] && cur[0] <= out[k][1]) {
                        cur = {min(cur[0], out[k][0]), max(cur[1], out[k][1])};
                        out.erase(out.begin() + k);
                        found = true;
                        break;
                    }
                }
            }
            out.push_back(cur);
        }
        return out;
    }
};
