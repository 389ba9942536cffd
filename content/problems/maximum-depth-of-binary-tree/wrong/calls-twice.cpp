class Solution {
public:
    int maxDepth(TreeNode* root) {
        if (root == nullptr) return 0;
        // bug: the deeper subtree is explored twice, at every level
        if (maxDepth(root->left) > maxDepth(root->right)) return 1 + maxDepth(root->left);
        return 1 + maxDepth(root->right);
    }
};
