class Solution {
    public long singleHeirSum(TreeNode root) {
        int total = 0; // bug: overflows
        ArrayDeque<TreeNode> stack = new ArrayDeque<>();
        if (root != null) stack.push(root);
        while (!stack.isEmpty()) {
            TreeNode node = stack.pop();
            if ((node.left == null) != (node.right == null)) total += node.val;
            if (node.left != null) stack.push(node.left);
            if (node.right != null) stack.push(node.right);
        }
        return total;
    }
}
