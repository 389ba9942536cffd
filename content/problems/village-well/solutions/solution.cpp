/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     TreeNode *left;
 *     TreeNode *right;
 *     TreeNode() : val(0), left(nullptr), right(nullptr) {}
 *     TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
 *     TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
 * };
 */
class Solution {
public:
    long long wellCost(TreeNode* root) {
        if (!root) return 0;
        vector<TreeNode*> order = {root};
        vector<int> parent = {-1}, depth = {0};
        for (size_t i = 0; i < order.size(); i++) {
            for (TreeNode* child : {order[i]->left, order[i]->right}) {
                if (child) {
                    order.push_back(child);
                    parent.push_back(i);
                    depth.push_back(depth[i] + 1);
                }
            }
        }
        int n = order.size();
        vector<long long> sub(n), cost(n);
        long long rootCost = 0;
        for (int i = 0; i < n; i++) {
            sub[i] = order[i]->val;
            rootCost += (long long)order[i]->val * depth[i];
        }
        for (int i = n - 1; i > 0; i--) sub[parent[i]] += sub[i];
        long long total = sub[0], best = rootCost;
        cost[0] = rootCost;
        for (int i = 1; i < n; i++) {
            cost[i] = cost[parent[i]] + total - 2 * sub[i];
            best = min(best, cost[i]);
        }
        return best;
    }
};
