class Solution:
    def quietHarvest(self, root: Optional[TreeNode]) -> int:
        # bug: the classic "no parent with its child" rule; distance 2 is still allowed
        if root is None:
            return 0
        order = [root]
        for node in order:
            if node.left:
                order.append(node.left)
            if node.right:
                order.append(node.right)
        take, skip = {}, {}
        for node in reversed(order):
            take[node], skip[node] = node.val, 0
            for child in (node.left, node.right):
                if child:
                    take[node] += skip[child]
                    skip[node] += max(take[child], skip[child])
        return max(take[root], skip[root])
