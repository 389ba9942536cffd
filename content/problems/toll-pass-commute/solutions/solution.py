class Solution:
    def cheapestCommute(self, n: int, roads: List[List[int]], passes: int) -> int:
        adj = [[] for _ in range(n)]
        for u, v, t in roads:
            adj[u].append((v, t))
            adj[v].append((u, t))
        layers = passes + 1
        INF = float('inf')
        dist = [INF] * (n * layers)  # state = junction * layers + passes used
        dist[0] = 0
        heap = [(0, 0)]
        while heap:
            d, state = heapq.heappop(heap)
            if d > dist[state]:
                continue
            u, j = divmod(state, layers)
            for v, t in adj[u]:
                s = v * layers + j
                if d + t < dist[s]:
                    dist[s] = d + t
                    heapq.heappush(heap, (d + t, s))
                if j < passes and d < dist[s + 1]:
                    dist[s + 1] = d
                    heapq.heappush(heap, (d, s + 1))
        best = min(dist[(n - 1) * layers:(n - 1) * layers + layers])
        return -1 if best == INF else best
