class Solution {
public:
    long long maxTrainingGain(vector<int>& gains, int k) {
        int n = gains.size();
        // Position p = i + 1 is day i; 0 and n + 1 are virtual rest days.
        vector<long long> cost(n + 2, 0);
        deque<int> window = {0};
        long long total = 0;
        for (int g : gains) total += g;
        for (int p = 1; p <= n + 1; p++) {
            while (window.front() < p - k - 1) window.pop_front();
            cost[p] = (p <= n ? gains[p - 1] : 0) + cost[window.front()];
            while (!window.empty() && cost[window.back()] >= cost[p]) window.pop_back();
            window.push_back(p);
        }
        return total - cost[n + 1];
    }
};
