class Solution:
    def islandsWithinRides(self, n: int, routes: List[List[int]], start: int, k: int) -> List[int]:
        adj = [[] for _ in range(n)]
        for a, b in routes:
            adj[a].append(b)
            adj[b].append(a)
        dist = [-1] * n
        dist[start] = 0
        queue = collections.deque([start])
        while queue:
            u = queue.popleft()
            if dist[u] == k:
                continue
            for w in adj[u]:
                if dist[w] < 0:
                    dist[w] = dist[u] + 1
                    queue.append(w)
        return [i for i in range(n) if dist[i] >= 0]
