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
    TreeNode* pruneLosses(TreeNode* root) {
        if (!root) return nullptr;
        vector<TreeNode*> order = {root};
        for (size_t i = 0; i < order.size(); i++) {
            if (order[i]->left) order.push_back(order[i]->left);
            if (order[i]->right) order.push_back(order[i]->right);
        }
        unordered_map<TreeNode*, long long> worth;
        worth.reserve(order.size() * 2);
        for (int i = (int)order.size() - 1; i >= 0; i--) {
            TreeNode* node = order[i];
            long long total = node->val;
            if (node->left) {
                if (worth[node->left] < 0) node->left = nullptr;
                else total += worth[node->left];
            }
            if (node->right) {
                if (worth[node->right] < 0) node->right = nullptr;
                else total += worth[node->right];
            }
            worth[node] = total;
        }
        return worth[root] >= 0 ? root : nullptr;
    }
};
