/**
 * Definition for a binary tree node.
 * public class TreeNode {
 *     public int val;
 *     public TreeNode left;
 *     public TreeNode right;
 *     public TreeNode(int val=0, TreeNode left=null, TreeNode right=null) {
 *         this.val = val;
 *         this.left = left;
 *         this.right = right;
 *     }
 * }
 */
public class Solution {
    public int MaxDepth(TreeNode root) {
        // Level by level, so a tree as deep as it is wide needs no deep recursion.
        if (root == null) return 0;
        var level = new List<TreeNode> { root };
        int depth = 0;
        while (level.Count > 0) {
            depth++;
            var next = new List<TreeNode>();
            foreach (var node in level) {
                if (node.left != null) next.Add(node.left);
                if (node.right != null) next.Add(node.right);
            }
            level = next;
        }
        return depth;
    }
}
