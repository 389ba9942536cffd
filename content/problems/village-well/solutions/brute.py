class Solution:
    def wellCost(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        nodes, adj = [], {}
        stack = [root]
        while stack:
            node = stack.pop()
            nodes.append(node)
            adj.setdefault(node, [])
            for child in (node.left, node.right):
                if child:
                    adj[node].append(child)
                    adj.setdefault(child, []).append(node)
                    stack.append(child)
        best = None
        for well in nodes:  # BFS from every candidate well
            dist = {well: 0}
            queue = [well]
            for u in queue:
                for w in adj[u]:
                    if w not in dist:
                        dist[w] = dist[u] + 1
                        queue.append(w)
            cost = sum(v.val * dist[v] for v in nodes)
            if best is None or cost < best:
                best = cost
        return best
