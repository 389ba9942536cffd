class Solution {
public:
    long long countDivisibleTrails(TreeNode* root, int k) {
        if (!root) return 0;
        vector<TreeNode*> order = {root};
        vector<int> parent = {-1};
        for (size_t i = 0; i < order.size(); i++) {
            TreeNode* node = order[i];
            for (TreeNode* c : {node->left, node->right})
                if (c) {
                    order.push_back(c);
                    parent.push_back(i);
                }
        }
        long long total = 0;
        for (size_t v = 0; v < order.size(); v++) {
            long long sum = 0;
            for (int u = v; u != -1; u = parent[u]) {
                sum += order[u]->val;
                if (sum % k == 0) total++;
            }
        }
        return total;
    }
};
