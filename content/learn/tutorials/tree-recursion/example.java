// public class TreeNode { int val; TreeNode left; TreeNode right; ... }
class Solution {
    public int leafSum(TreeNode root) {
        if (root == null) return 0;
        if (root.left == null && root.right == null) return root.val;
        return leafSum(root.left) + leafSum(root.right);
    }
}
