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
    long long countDivisibleTrails(TreeNode* root, int k) {
        if (!root) return 0;
        unordered_map<long long, int> count;
        count[0] = 1;
        long long total = 0;
        // (node, remainder of the parent's prefix); a null node means "leave"
        vector<pair<TreeNode*, long long>> stack = {{root, 0}};
        while (!stack.empty()) {
            auto [node, r] = stack.back();
            stack.pop_back();
            if (!node) {
                count[r]--;
                continue;
            }
            r = ((r + node->val) % k + k) % k;
            total += count[r];
            count[r]++;
            stack.push_back({nullptr, r});
            if (node->right) stack.push_back({node->right, r});
            if (node->left) stack.push_back({node->left, r});
        }
        return total;
    }
};
