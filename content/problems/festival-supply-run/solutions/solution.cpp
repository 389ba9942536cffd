class Solution {
public:
    long long shortestSupplyRun(int n, vector<vector<int>>& roads, vector<int>& sites) {
        const long long INF = LLONG_MAX / 4;
        vector<vector<pair<int, int>>> adj(n);
        for (auto& r : roads) {
            adj[r[0]].push_back({r[1], r[2]});
            adj[r[1]].push_back({r[0], r[2]});
        }
        auto dijkstra = [&](int src) {
            vector<long long> dist(n, INF);
            priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> heap;
            dist[src] = 0;
            heap.push({0, src});
            while (!heap.empty()) {
                auto [d, u] = heap.top();
                heap.pop();
                if (d > dist[u]) continue;
                for (auto [v, w] : adj[u])
                    if (d + w < dist[v]) {
                        dist[v] = d + w;
                        heap.push({dist[v], v});
                    }
            }
            return dist;
        };
        int k = sites.size();
        vector<long long> fromDepot = dijkstra(0);
        vector<vector<long long>> fromSite;
        for (int s : sites) fromSite.push_back(dijkstra(s));
        int full = (1 << k) - 1;
        vector<vector<long long>> best(1 << k, vector<long long>(k, INF));
        for (int i = 0; i < k; i++) best[1 << i][i] = fromDepot[sites[i]];
        for (int mask = 1; mask <= full; mask++)
            for (int i = 0; i < k; i++) {
                long long cur = best[mask][i];
                if (cur >= INF) continue;
                for (int j = 0; j < k; j++) {
                    if (mask >> j & 1) continue;
                    best[mask | 1 << j][j] = min(best[mask | 1 << j][j], cur + fromSite[i][sites[j]]);
                }
            }
        long long answer = INF;
        for (int i = 0; i < k; i++) answer = min(answer, best[full][i] + fromSite[i][n - 1]);
        return answer >= INF ? -1 : answer;
    }
};
