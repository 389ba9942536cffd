class Solution {
public:
    long long maxEarnings(vector<vector<int>>& gigs, int rest) {
        int n = gigs.size();
        vector<int> idx(n);
        iota(idx.begin(), idx.end(), 0);
        sort(idx.begin(), idx.end(), [&](int a, int b) { return gigs[a][1] < gigs[b][1]; });  // by end hour
        vector<int> ends(n);
        for (int i = 0; i < n; i++) ends[i] = gigs[idx[i]][1];
        vector<long long> best(n + 1, 0);  // best[i]: most money from the first i gigs (up to 10^11)
        for (int i = 0; i < n; i++) {
            const auto& g = gigs[idx[i]];
            int limit = g[0] - rest;  // >= -10^9: no overflow
            // p = number of gigs ending at or before limit (they all come before i)
            int p = upper_bound(ends.begin(), ends.begin() + i, limit) - ends.begin();
            best[i + 1] = max(best[i], best[p] + g[2]);
        }
        return best[n];
    }
};
