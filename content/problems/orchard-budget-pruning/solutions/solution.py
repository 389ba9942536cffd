class Solution:
    def pruneLosses(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        if root is None:
            return None
        order = [root]
        for node in order:  # BFS order: parents before children
            if node.left:
                order.append(node.left)
            if node.right:
                order.append(node.right)
        worth = {}
        for node in reversed(order):  # children before parents
            total = node.val
            if node.left:
                if worth[node.left] < 0:
                    node.left = None
                else:
                    total += worth[node.left]
            if node.right:
                if worth[node.right] < 0:
                    node.right = None
                else:
                    total += worth[node.right]
            worth[node] = total
        return root if worth[root] >= 0 else None
