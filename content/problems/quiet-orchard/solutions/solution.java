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
    public long quietHarvest(TreeNode root) {
        if (root == null) return 0;
        List<TreeNode> order = new ArrayList<>();
        List<Integer> parent = new ArrayList<>();
        order.add(root);
        parent.add(-1);
        for (int i = 0; i < order.size(); i++) {
            TreeNode node = order.get(i);
            if (node.left != null) { order.add(node.left); parent.add(i); }
            if (node.right != null) { order.add(node.right); parent.add(i); }
        }
        int n = order.size();
        final long NEG = Long.MIN_VALUE / 4;
        long[] a = new long[n], gain = new long[n], b = new long[n], c = new long[n];
        for (int i = 0; i < n; i++) {
            a[i] = order.get(i).val;
            gain[i] = NEG;
        }
        for (int i = n - 1; i >= 0; i--) {
            b[i] = gain[i] == NEG ? NEG : c[i] + gain[i];
            int p = parent.get(i);
            if (p < 0) continue;
            long free = Math.max(b[i], c[i]);
            a[p] += c[i];
            c[p] += free;
            gain[p] = Math.max(gain[p], a[i] - free);
        }
        return Math.max(a[0], Math.max(b[0], c[0]));
    }
}
