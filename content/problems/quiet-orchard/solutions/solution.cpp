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
    long long quietHarvest(TreeNode* root) {
        if (!root) return 0;
        vector<TreeNode*> order = {root};
        vector<int> parent = {-1};
        for (size_t i = 0; i < order.size(); i++) {
            TreeNode* node = order[i];
            if (node->left) { order.push_back(node->left); parent.push_back(i); }
            if (node->right) { order.push_back(node->right); parent.push_back(i); }
        }
        int n = order.size();
        const long long NEG = LLONG_MIN / 4;
        vector<long long> a(n), gain(n, NEG), b(n), c(n, 0);
        for (int i = 0; i < n; i++) a[i] = order[i]->val;
        for (int i = n - 1; i >= 0; i--) {
            b[i] = gain[i] == NEG ? NEG : c[i] + gain[i];
            int p = parent[i];
            if (p < 0) continue;
            long long freeBest = max(b[i], c[i]);
            a[p] += c[i];
            c[p] += freeBest;
            gain[p] = max(gain[p], a[i] - freeBest);
        }
        return max({a[0], b[0], c[0]});
    }
};
