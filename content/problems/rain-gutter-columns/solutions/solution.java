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
    public long[] gutterTotals(TreeNode root) {
        if (root == null) return new long[0];
        HashMap<Integer, Long> totals = new HashMap<>();
        ArrayDeque<TreeNode> nodes = new ArrayDeque<>();
        ArrayDeque<Integer> cols = new ArrayDeque<>();
        nodes.push(root);
        cols.push(0);
        int lo = 0, hi = 0;
        while (!nodes.isEmpty()) {
            TreeNode node = nodes.pop();
            int col = cols.pop();
            totals.merge(col, (long) node.val, Long::sum);
            lo = Math.min(lo, col);
            hi = Math.max(hi, col);
            if (node.left != null) {
                nodes.push(node.left);
                cols.push(col - 1);
            }
            if (node.right != null) {
                nodes.push(node.right);
                cols.push(col + 1);
            }
        }
        long[] result = new long[hi - lo + 1];
        for (int c = lo; c <= hi; c++) result[c - lo] = totals.get(c);
        return result;
    }
}
