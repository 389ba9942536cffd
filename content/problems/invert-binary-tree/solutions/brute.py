class Solution:
    def invertTree(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        # Builds a fresh mirrored copy, node by node.
        if root is None:
            return None
        return TreeNode(root.val, self.invertTree(root.right), self.invertTree(root.left))
