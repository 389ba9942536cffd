class Solution {
public:
    int countComponents(int n, vector<vector<int>>& edges) {
        vector<vector<int>> adj(n);
        for (auto& e : edges) {
            adj[e[0]].push_back(e[1]);
            adj[e[1]].push_back(e[0]);
        }
        vector<bool> seen(n, false);
        int groups = 0;
        for (int start = 0; start < n; start++) {
            if (seen[start]) continue;
            groups++;
            seen[start] = true;
            vector<int> stack{start};
            while (!stack.empty()) {
                int node = stack.back();
                stack.pop_back();
                for (int next : adj[node]) {
                    if (!seen[next]) {
                        seen[next] = true;
                        stack.push_back(next);
                    }
                }
            }
        }
        return groups;
    }
};
