class Solution {
    public TreeNode pruneLosses(TreeNode root) {
        if (root == null) return null;
        List<TreeNode> order = new ArrayList<>();
        order.add(root);
        for (int i = 0; i < order.size(); i++) {
            TreeNode node = order.get(i);
            if (node.left != null) order.add(node.left);
            if (node.right != null) order.add(node.right);
        }
        IdentityHashMap<TreeNode, Integer> worth = new IdentityHashMap<>(); // bug: 32-bit worths
        for (int i = order.size() - 1; i >= 0; i--) {
            TreeNode node = order.get(i);
            int total = node.val;
            if (node.left != null) {
                int w = worth.get(node.left);
                if (w < 0) node.left = null;
                else total += w;
            }
            if (node.right != null) {
                int w = worth.get(node.right);
                if (w < 0) node.right = null;
                else total += w;
            }
            worth.put(node, total);
        }
        return worth.get(root) >= 0 ? root : null;
    }
}
