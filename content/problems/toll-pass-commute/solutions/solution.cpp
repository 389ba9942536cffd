class Solution {
public:
    long long cheapestCommute(int n, vector<vector<int>>& roads, int passes) {
        vector<vector<pair<int, int>>> adj(n);
        for (auto& r : roads) {
            adj[r[0]].push_back({r[1], r[2]});
            adj[r[1]].push_back({r[0], r[2]});
        }
        int layers = passes + 1;
        const long long INF = LLONG_MAX;
        vector<long long> dist((size_t)n * layers, INF);
        priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> heap;
        dist[0] = 0;
        heap.push({0, 0});
        while (!heap.empty()) {
            auto [d, state] = heap.top();
            heap.pop();
            if (d > dist[state]) continue;
            int u = state / layers, j = state % layers;
            for (auto [v, t] : adj[u]) {
                int s = v * layers + j;
                if (d + t < dist[s]) {
                    dist[s] = d + t;
                    heap.push({d + t, s});
                }
                if (j < passes && d < dist[s + 1]) {
                    dist[s + 1] = d;
                    heap.push({d, s + 1});
                }
            }
        }
        long long best = INF;
        for (int j = 0; j < layers; j++) best = min(best, dist[(size_t)(n - 1) * layers + j]);
        return best == INF ? -1 : best;
    }
};
