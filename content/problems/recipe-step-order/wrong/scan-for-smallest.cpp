class Solution {
public:
    vector<int> stepOrder(int n, vector<vector<int>>& rules) {
        vector<vector<int>> after(n);
        vector<int> indeg(n, 0);
        for (auto& r : rules) {
            after[r[0]].push_back(r[1]);
            indeg[r[1]]++;
        }
        vector<char> done(n, 0);
        vector<int> order;
        for (int k = 0; k < n; k++) {
            int u = -1;
            for (int v = 0; v < n && u < 0; v++)  // scan for the smallest available step
                if (!done[v] && indeg[v] == 0) u = v;
            if (u < 0) return {};
            done[u] = 1;
            order.push_back(u);
            for (int w : after[u]) indeg[w]--;
        }
        return order;
    }
};
