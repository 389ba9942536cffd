class Solution {
public:
    long long rolloutCost(int n, vector<vector<int>>& existing, vector<vector<int>>& offers) {
        vector<vector<int>> adj(n);
        for (auto& e : existing) {
            adj[e[0]].push_back(e[1]);
            adj[e[1]].push_back(e[0]);
        }
        vector<int> order(offers.size());
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int x, int y) { return offers[x][2] < offers[y][2]; });
        long long total = 0;
        vector<char> seen(n);
        for (int i : order) {
            int a = offers[i][0], b = offers[i][1];
            fill(seen.begin(), seen.end(), 0);  // a fresh search: is b already reachable from a?
            vector<int> stack = {a};
            seen[a] = 1;
            while (!stack.empty() && !seen[b]) {
                int u = stack.back();
                stack.pop_back();
                for (int w : adj[u])
                    if (!seen[w]) seen[w] = 1, stack.push_back(w);
            }
            if (!seen[b]) {
                total += offers[i][2];
                adj[a].push_back(b);
                adj[b].push_back(a);
            }
        }
        fill(seen.begin(), seen.end(), 0);
        vector<int> stack = {0};
        seen[0] = 1;
        int reached = 1;
        while (!stack.empty()) {
            int u = stack.back();
            stack.pop_back();
            for (int w : adj[u])
                if (!seen[w]) seen[w] = 1, reached++, stack.push_back(w);
        }
        return reached == n ? total : -1;
    }
};
