class Solution {
public:
    vector<int> criticalRoads(int n, vector<vector<int>>& roads) {
        int m = roads.size();
        vector<vector<pair<int, int>>> adj(n);  // (town, road index)
        for (int i = 0; i < m; i++) {
            adj[roads[i][0]].push_back({roads[i][1], i});
            adj[roads[i][1]].push_back({roads[i][0], i});
        }
        vector<int> tin(n, -1), low(n, 0), bridges;
        struct Frame { int town, via; size_t pos; };
        vector<Frame> stack;
        int timer = 0;
        for (int root = 0; root < n; root++) {
            if (tin[root] != -1) continue;
            tin[root] = low[root] = timer++;
            stack.push_back({root, -1, 0});
            while (!stack.empty()) {
                Frame& f = stack.back();
                int v = f.town;
                if (f.pos < adj[v].size()) {
                    auto [w, road] = adj[v][f.pos++];
                    if (road == f.via) continue;
                    if (tin[w] == -1) {
                        tin[w] = low[w] = timer++;
                        stack.push_back({w, road, 0});
                    } else {
                        low[v] = min(low[v], tin[w]);
                    }
                } else {
                    int via = f.via;
                    stack.pop_back();
                    if (!stack.empty()) {
                        int p = stack.back().town;
                        low[p] = min(low[p], low[v]);
                        if (low[v] > tin[p]) bridges.push_back(via);
                    }
                }
            }
        }
        sort(bridges.begin(), bridges.end());
        return bridges;
    }
};
