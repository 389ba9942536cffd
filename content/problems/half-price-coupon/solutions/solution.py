class Solution:
    def cheapestTrip(self, n: int, roads: List[List[int]]) -> int:
        adj = [[] for _ in range(n)]
        for a, b, w in roads:
            adj[a].append((b, w))
            adj[b].append((a, w))
        INF = float('inf')
        dist = [INF] * (2 * n)  # state 2 * v + used
        dist[0] = 0
        heap = [(0, 0)]
        while heap:
            d, s = heapq.heappop(heap)
            if d > dist[s]:
                continue
            u, used = s >> 1, s & 1
            for v, w in adj[u]:
                t = 2 * v + used
                nd = d + w
                if nd < dist[t]:
                    dist[t] = nd
                    heapq.heappush(heap, (nd, t))
                if not used:
                    t = 2 * v + 1
                    nd = d + w // 2
                    if nd < dist[t]:
                        dist[t] = nd
                        heapq.heappush(heap, (nd, t))
        best = min(dist[2 * (n - 1)], dist[2 * (n - 1) + 1])
        return -1 if best == INF else best
