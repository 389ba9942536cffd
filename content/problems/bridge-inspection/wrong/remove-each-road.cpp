class Solution {
public:
    vector<int> criticalRoads(int n, vector<vector<int>>& roads) {
        int m = roads.size();
        vector<vector<pair<int, int>>> adj(n);
        for (int i = 0; i < m; i++) {
            adj[roads[i][0]].push_back({roads[i][1], i});
            adj[roads[i][1]].push_back({roads[i][0], i});
        }
        vector<int> result;
        vector<char> seen(n);
        for (int closed = 0; closed < m; closed++) {  // a full search per road
            fill(seen.begin(), seen.end(), 0);
            int a = roads[closed][0], b = roads[closed][1];
            vector<int> stack = {a};
            seen[a] = 1;
            while (!stack.empty() && !seen[b]) {
                int u = stack.back();
                stack.pop_back();
                for (auto [w, road] : adj[u])
                    if (road != closed && !seen[w]) seen[w] = 1, stack.push_back(w);
            }
            if (!seen[b]) result.push_back(closed);
        }
        return result;
    }
};
