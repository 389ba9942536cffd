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
    vector<long long> gutterTotals(TreeNode* root) {
        if (!root) return {};
        unordered_map<int, long long> totals;
        vector<pair<TreeNode*, int>> stack = {{root, 0}};
        int lo = 0, hi = 0;
        while (!stack.empty()) {
            auto [node, col] = stack.back();
            stack.pop_back();
            totals[col] += node->val;
            lo = min(lo, col);
            hi = max(hi, col);
            if (node->left) stack.push_back({node->left, col - 1});
            if (node->right) stack.push_back({node->right, col + 1});
        }
        vector<long long> result;
        for (int c = lo; c <= hi; c++) result.push_back(totals[c]);
        return result;
    }
};
