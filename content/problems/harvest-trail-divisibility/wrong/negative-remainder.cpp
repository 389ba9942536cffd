class Solution {
public:
    long long countDivisibleTrails(TreeNode* root, int k) {
        if (!root) return 0;
        unordered_map<long long, int> count;
        count[0] = 1;
        long long total = 0;
        vector<pair<TreeNode*, long long>> stack = {{root, 0}};
        while (!stack.empty()) {
            auto [node, r] = stack.back();
            stack.pop_back();
            if (!node) {
                count[r]--;
                continue;
            }
            r = (r + node->val) % k; // bug: can be negative
            total += count[r];
            count[r]++;
            stack.push_back({nullptr, r});
            if (node->right) stack.push_back({node->right, r});
            if (node->left) stack.push_back({node->left, r});
        }
        return total;
    }
};
