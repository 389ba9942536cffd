class Solution {
public:
    long long minCrossingCost(vector<int>& costs, int minJump, int maxJump) {
        int n = costs.size();
        const long long INF = LLONG_MAX;
        vector<long long> best(n, INF);
        best[0] = costs[0];
        deque<int> window; // stone indices, best values increasing
        for (int j = 1; j < n; j++) {
            int i = j - minJump;
            if (i >= 0 && best[i] != INF) {
                while (!window.empty() && best[window.back()] >= best[i]) window.pop_back();
                window.push_back(i);
            }
            while (!window.empty() && window.front() < j - maxJump) window.pop_front();
            if (costs[j] != -1 && !window.empty()) best[j] = costs[j] + best[window.front()];
        }
        return best[n - 1] == INF ? -1 : best[n - 1];
    }
};
