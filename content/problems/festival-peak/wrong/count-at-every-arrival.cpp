class Solution {
public:
    vector<long long> peakCrowd(vector<vector<int>>& groups) {
        vector<int> arrivals;
        for (auto& g : groups) arrivals.push_back(g[0]);
        sort(arrivals.begin(), arrivals.end());
        long long best = -1, when = -1;
        for (int t : arrivals) {
            long long crowd = 0;
            for (auto& g : groups)
                if (g[0] <= t && t <= g[1]) crowd += g[2];
            if (crowd > best) {
                best = crowd;
                when = t;
            }
        }
        return {best, when};
    }
};
