class Solution:
    def shortestSupplyRun(self, n: int, roads: List[List[int]], sites: List[int]) -> int:
        adj = [[] for _ in range(n)]
        for a, b, w in roads:
            adj[a].append((b, w))
            adj[b].append((a, w))
        INF = float('inf')

        def dijkstra(src):
            dist = [INF] * n
            dist[src] = 0
            heap = [(0, src)]
            while heap:
                d, u = heapq.heappop(heap)
                if d > dist[u]:
                    continue
                for v, w in adj[u]:
                    if d + w < dist[v]:
                        dist[v] = d + w
                        heapq.heappush(heap, (d + w, v))
            return dist

        # bug: greedy order, always the nearest unvisited site
        here, total, left = 0, 0, set(sites)
        while left:
            dist = dijkstra(here)
            nxt = min(left, key=lambda s: (dist[s], s))
            total += dist[nxt]
            left.remove(nxt)
            here = nxt
        total += dijkstra(here)[n - 1]
        return -1 if total == INF else total
