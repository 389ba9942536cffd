class Solution:
    def pruneLosses(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        def kept_total(node):
            """Total of node's subtree after pruning it, or None if node itself is cut off."""
            if node is None:
                return None
            total = node.val
            for child in (node.left, node.right):
                t = kept_total(child)
                if t is not None:
                    total += t
            return total if total >= 0 else None

        def build(node):
            if node is None or kept_total(node) is None:
                return None
            return TreeNode(node.val, build(node.left), build(node.right))

        return build(root)
