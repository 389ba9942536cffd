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
    public long countDivisibleTrails(TreeNode root, int k) {
        if (root == null) return 0;
        HashMap<Long, Integer> count = new HashMap<>();
        count.put(0L, 1);
        long total = 0;
        ArrayDeque<TreeNode> nodes = new ArrayDeque<>();
        ArrayDeque<Long> rems = new ArrayDeque<>();
        TreeNode leave = new TreeNode(0); // marker: leave the node whose remainder is on rems
        nodes.push(root);
        rems.push(0L);
        while (!nodes.isEmpty()) {
            TreeNode node = nodes.pop();
            long r = rems.pop();
            if (node == leave) {
                count.merge(r, -1, Integer::sum);
                continue;
            }
            r = ((r + node.val) % k + k) % k;
            int c = count.getOrDefault(r, 0);
            total += c;
            count.put(r, c + 1);
            nodes.push(leave);
            rems.push(r);
            if (node.right != null) {
                nodes.push(node.right);
                rems.push(r);
            }
            if (node.left != null) {
                nodes.push(node.left);
                rems.push(r);
            }
        }
        return total;
    }
}
