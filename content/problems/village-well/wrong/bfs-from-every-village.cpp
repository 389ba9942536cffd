class Solution {
public:
    long long wellCost(TreeNode* root) {
        if (!root) return 0;
        vector<TreeNode*> order = {root};
        vector<vector<int>> adj(1);
        for (size_t i = 0; i < order.size(); i++) {
            for (TreeNode* child : {order[i]->left, order[i]->right}) {
                if (child) {
                    int c = order.size();
                    order.push_back(child);
                    adj.push_back({(int)i});
                    adj[i].push_back(c);
                }
            }
        }
        int n = order.size();
        long long best = LLONG_MAX;
        vector<int> dist(n), queue(n);
        for (int well = 0; well < n; well++) {  // a full BFS per candidate
            fill(dist.begin(), dist.end(), -1);
            int head = 0, tail = 0;
            queue[tail++] = well;
            dist[well] = 0;
            long long cost = 0;
            while (head < tail) {
                int u = queue[head++];
                cost += (long long)order[u]->val * dist[u];
                for (int w : adj[u])
                    if (dist[w] < 0) {
                        dist[w] = dist[u] + 1;
                        queue[tail++] = w;
                    }
            }
            best = min(best, cost);
        }
        return best;
    }
};
