// struct TreeNode { int val; TreeNode *left; TreeNode *right; ... };
class Solution {
public:
    int leafSum(TreeNode* root) {
        if (root == nullptr) return 0;
        if (root->left == nullptr && root->right == nullptr) return root->val;
        return leafSum(root->left) + leafSum(root->right);
    }
};
