class Solution {
public:
    vector<int> stepOrder(int n, vector<vector<int>>& rules) {
        vector<vector<int>> after(n);
        vector<int> indeg(n, 0);
        for (auto& r : rules) {
            after[r[0]].push_back(r[1]);
            indeg[r[1]]++;
        }
        priority_queue<int, vector<int>, greater<int>> heap;
        for (int v = 0; v < n; v++) if (indeg[v] == 0) heap.push(v);
        vector<int> order;
        while (!heap.empty()) {
            int u = heap.top();
            heap.pop();
            order.push_back(u);
            for (int w : after[u]) if (--indeg[w] == 0) heap.push(w);
        }
        if ((int)order.size() != n) return {};
        return order;
    }
};
