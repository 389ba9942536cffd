class Solution:
    def pruneLosses(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        if root is None:
            return None
        order = [root]
        for node in order:
            if node.left:
                order.append(node.left)
            if node.right:
                order.append(node.right)
        total = {}
        for node in reversed(order):  # original totals, nothing removed yet
            total[node] = node.val + (total[node.left] if node.left else 0) + (total[node.right] if node.right else 0)
        # bug: branches are judged by their original totals
        if total[root] < 0:
            return None
        for node in order:
            if node.left and total[node.left] < 0:
                node.left = None
            if node.right and total[node.right] < 0:
                node.right = None
        return root
