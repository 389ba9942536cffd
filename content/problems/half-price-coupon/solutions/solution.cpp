class Solution {
public:
    long long cheapestTrip(int n, vector<vector<int>>& roads) {
        vector<vector<pair<int, int>>> adj(n);
        for (auto& r : roads) {
            adj[r[0]].push_back({r[1], r[2]});
            adj[r[1]].push_back({r[0], r[2]});
        }
        const long long INF = LLONG_MAX;
        vector<long long> dist(2 * n, INF); // state 2 * v + used
        priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> heap;
        dist[0] = 0;
        heap.push({0, 0});
        while (!heap.empty()) {
            auto [d, s] = heap.top();
            heap.pop();
            if (d > dist[s]) continue;
            int u = s >> 1, used = s & 1;
            for (auto [v, w] : adj[u]) {
                int t = 2 * v + used;
                if (d + w < dist[t]) {
                    dist[t] = d + w;
                    heap.push({dist[t], t});
                }
                if (!used) {
                    t = 2 * v + 1;
                    long long nd = d + w / 2;
                    if (nd < dist[t]) {
                        dist[t] = nd;
                        heap.push({nd, t});
                    }
                }
            }
        }
        long long best = min(dist[2 * (n - 1)], dist[2 * (n - 1) + 1]);
        return best == INF ? -1 : best;
    }
};
