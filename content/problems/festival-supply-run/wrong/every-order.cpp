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
        vector<int> order(k);
        for (int i = 0; i < k; i++) order[i] = i;
        long long best = INF;
        do {  // every order of the sites
            long long total = fromDepot[sites[order[0]]];
            for (int i = 0; i + 1 < k; i++) total = min(INF, total + fromSite[order[i]][sites[order[i + 1]]]);
            total = min(INF, total + fromSite[order[k - 1]][n - 1]);
            best = min(best, total);
        } while (next_permutation(order.begin(), order.end()));
        return best >= INF ? -1 : best;
    }
};
