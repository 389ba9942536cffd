/**
 * Definition for a binary tree node.
 * public class TreeNode {
 *     int val;
 *     TreeNode left;
 *     TreeNode right;
 *     TreeNode() {}
 *     TreeNode(int val) { this.val = val; }
 *     TreeNode(int val, TreeNode left, TreeNode right) { this.val = val; this.left = left; this.right = right; }
 * }
 */
class Solution {
    public long[] levelSpread(TreeNode root) {
        List<Long> spreads = new ArrayList<>();
        ArrayDeque<TreeNode> queue = new ArrayDeque<>();
        if (root != null) queue.add(root);
        while (!queue.isEmpty()) {
            long lo = Long.MAX_VALUE, hi = Long.MIN_VALUE;
            for (int k = queue.size(); k > 0; k--) {
                TreeNode node = queue.poll();
                lo = Math.min(lo, node.val);
                hi = Math.max(hi, node.val);
                if (node.left != null) queue.add(node.left);
                if (node.right != null) queue.add(node.right);
            }
            spreads.add(hi - lo);
        }
        long[] result = new long[spreads.size()];
        for (int i = 0; i < result.length; i++) result[i] = spreads.get(i);
        return result;
    }
}
