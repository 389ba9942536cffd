class Solution {
public:
    long long cheapestTrip(int n, vector<vector<int>>& roads) {
        vector<vector<array<int, 3>>> adj(n);  // {to, toll, road index}
        for (int i = 0; i < (int)roads.size(); i++) {
            adj[roads[i][0]].push_back({roads[i][1], roads[i][2], i});
            adj[roads[i][1]].push_back({roads[i][0], roads[i][2], i});
        }
        const long long INF = LLONG_MAX;
        long long best = INF;
        for (int half = -1; half < (int)roads.size(); half++) {  // -1: no coupon
            vector<long long> dist(n, INF);
            priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> heap;
            dist[0] = 0;
            heap.push({0, 0});
            while (!heap.empty()) {
                auto [d, u] = heap.top();
                heap.pop();
                if (d > dist[u]) continue;
                for (auto [v, w, id] : adj[u]) {
                    long long nd = d + (id == half ? w / 2 : w);
                    if (nd < dist[v]) {
                        dist[v] = nd;
                        heap.push({nd, v});
                    }
                }
            }
            best = min(best, dist[n - 1]);
        }
        return best == INF ? -1 : best;
    }
};
