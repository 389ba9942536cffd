class Solution {
public:
    long long minCrossingCost(vector<int>& costs, int minJump, int maxJump) {
        int n = costs.size();
        const long long INF = LLONG_MAX;
        vector<long long> best(n, INF);
        best[0] = costs[0];
        for (int j = 1; j < n; j++) {
            if (costs[j] == -1) continue;
            long long low = INF;
            for (int i = max(0, j - maxJump); i <= j - minJump; i++) low = min(low, best[i]); // whole window
            if (low != INF) best[j] = costs[j] + low;
        }
        return best[n - 1] == INF ? -1 : best[n - 1];
    }
};
