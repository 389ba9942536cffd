class Solution:
    def countDivisibleTrails(self, root: Optional[TreeNode], k: int) -> int:
        def from_here(node, acc):
            """Trails that start above or at some fixed node and end in node's subtree."""
            if node is None:
                return 0
            acc += node.val
            return (1 if acc % k == 0 else 0) + from_here(node.left, acc) + from_here(node.right, acc)

        def every_start(node):
            if node is None:
                return 0
            return from_here(node, 0) + every_start(node.left) + every_start(node.right)

        return every_start(root)
