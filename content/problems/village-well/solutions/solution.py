class Solution:
    def wellCost(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        order, parent, depth = [root], [-1], [0]
        for i, node in enumerate(order):  # BFS order
            for child in (node.left, node.right):
                if child:
                    order.append(child)
                    parent.append(i)
                    depth.append(depth[i] + 1)
        n = len(order)
        sub = [node.val for node in order]
        for i in range(n - 1, 0, -1):
            sub[parent[i]] += sub[i]
        total = sub[0]
        cost = [0] * n
        cost[0] = sum(order[i].val * depth[i] for i in range(n))
        for i in range(1, n):
            cost[i] = cost[parent[i]] + total - 2 * sub[i]
        return min(cost)
