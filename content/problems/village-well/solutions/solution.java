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
    public long wellCost(TreeNode root) {
        if (root == null) return 0;
        List<TreeNode> order = new ArrayList<>();
        List<Integer> parentList = new ArrayList<>(), depthList = new ArrayList<>();
        order.add(root);
        parentList.add(-1);
        depthList.add(0);
        for (int i = 0; i < order.size(); i++) {
            TreeNode node = order.get(i);
            for (TreeNode child : new TreeNode[] {node.left, node.right}) {
                if (child != null) {
                    order.add(child);
                    parentList.add(i);
                    depthList.add(depthList.get(i) + 1);
                }
            }
        }
        int n = order.size();
        long[] sub = new long[n];
        long rootCost = 0;
        for (int i = 0; i < n; i++) {
            sub[i] = order.get(i).val;
            rootCost += (long) order.get(i).val * depthList.get(i);
        }
        for (int i = n - 1; i > 0; i--) sub[parentList.get(i)] += sub[i];
        long total = sub[0];
        long[] cost = new long[n];
        cost[0] = rootCost;
        long best = rootCost;
        for (int i = 1; i < n; i++) {
            cost[i] = cost[parentList.get(i)] + total - 2 * sub[i];
            best = Math.min(best, cost[i]);
        }
        return best;
    }
}
