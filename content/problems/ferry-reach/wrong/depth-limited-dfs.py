class Solution:
    def islandsWithinRides(self, n: int, routes: List[List[int]], start: int, k: int) -> List[int]:
        adj = [[] for _ in range(n)]
        for a, b in routes:
            adj[a].append(b)
            adj[b].append(a)
        visited = [False] * n
        visited[start] = True
        stack = [(start, 0)]
        while stack:
            u, d = stack.pop()
            if d == k:
                continue
            for w in adj[u]:
                if not visited[w]:  # bug: a later, shorter route to w is ignored
                    visited[w] = True
                    stack.append((w, d + 1))
        return [i for i in range(n) if visited[i]]
