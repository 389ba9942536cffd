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
    vector<long long> levelSpread(TreeNode* root) {
        vector<long long> spreads;
        vector<TreeNode*> level;
        if (root) level.push_back(root);
        while (!level.empty()) {
            long long lo = LLONG_MAX, hi = LLONG_MIN;
            vector<TreeNode*> next;
            for (TreeNode* node : level) {
                lo = min(lo, (long long)node->val);
                hi = max(hi, (long long)node->val);
                if (node->left) next.push_back(node->left);
                if (node->right) next.push_back(node->right);
            }
            spreads.push_back(hi - lo);
            level.swap(next);
        }
        return spreads;
    }
};
