class Solution {
public:
    long long earliestArrival(int islands, vector<vector<int>>& ferries) {
        vector<vector<array<int, 3>>> lines(islands);
        for (auto& f : ferries) {
            lines[f[0]].push_back({f[1], f[2], f[3]});
            lines[f[1]].push_back({f[0], f[2], f[3]});
        }
        const long long INF = LLONG_MAX;
        vector<long long> best(islands, INF);
        priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> heap;
        best[0] = 0;
        heap.push({0, 0});
        while (!heap.empty()) {
            auto [t, u] = heap.top();
            heap.pop();
            if (t > best[u]) continue;
            if (u == islands - 1) return t;
            for (auto& [v, p, d] : lines[u]) {
                long long land = (t + p - 1) / p * p + d; // next departure at or after t
                if (land < best[v]) {
                    best[v] = land;
                    heap.push({land, v});
                }
            }
        }
        return -1;
    }
};
