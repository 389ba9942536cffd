class Solution {
public:
    long long maxTrainingGain(vector<int>& gains, int k) {
        int n = gains.size();
        vector<long long> cost(n + 2, 0);
        long long total = 0;
        for (int g : gains) total += g;
        for (int p = 1; p <= n + 1; p++) {
            long long best = LLONG_MAX;
            for (int j = max(0, p - k - 1); j < p; j++) best = min(best, cost[j]);  // O(k) per day
            cost[p] = (p <= n ? gains[p - 1] : 0) + best;
        }
        return total - cost[n + 1];
    }
};
