class Solution {
public:
    vector<int> islandsWithinRides(int n, vector<vector<int>>& routes, int start, int k) {
        vector<vector<int>> adj(n);
        for (auto& r : routes) {
            adj[r[0]].push_back(r[1]);
            adj[r[1]].push_back(r[0]);
        }
        vector<int> dist(n, -1);
        vector<int> queue = {start};
        dist[start] = 0;
        for (size_t head = 0; head < queue.size(); head++) {
            int u = queue[head];
            if (dist[u] == k) continue;
            for (int w : adj[u]) {
                if (dist[w] < 0) {
                    dist[w] = dist[u] + 1;
                    queue.push_back(w);
                }
            }
        }
        vector<int> result;
        for (int i = 0; i < n; i++) if (dist[i] >= 0) result.push_back(i);
        return result;
    }
};
