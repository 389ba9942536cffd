class Solution:
    def quietHarvest(self, root: Optional[TreeNode]) -> int:
        nodes, adj = [], {}
        stack = [root] if root else []
        while stack:
            node = stack.pop()
            nodes.append(node)
            adj.setdefault(node, [])
            for child in (node.left, node.right):
                if child:
                    adj.setdefault(child, []).append(node)
                    adj[node].append(child)
                    stack.append(child)
        n = len(nodes)
        index = {node: i for i, node in enumerate(nodes)}
        dist = [[0] * n for _ in range(n)]
        for i, src in enumerate(nodes):  # BFS from every node
            seen = {src: 0}
            queue = [src]
            for u in queue:
                for w in adj[u]:
                    if w not in seen:
                        seen[w] = seen[u] + 1
                        queue.append(w)
            for node, d in seen.items():
                dist[i][index[node]] = d
        best = 0
        for mask in range(1 << n):
            picked = [i for i in range(n) if mask >> i & 1]
            if all(dist[i][j] >= 3 for i in picked for j in picked if i < j):
                best = max(best, sum(nodes[i].val for i in picked))
        return best
