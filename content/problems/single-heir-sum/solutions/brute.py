class Solution:
    def singleHeirSum(self, root: Optional[TreeNode]) -> int:
        def walk(node):
            if node is None:
                return 0
            children = [c for c in (node.left, node.right) if c is not None]
            own = node.val if len(children) == 1 else 0
            return own + walk(node.left) + walk(node.right)

        return walk(root)
