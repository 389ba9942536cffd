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
                    nd = d + w
                    if nd < dist[v]:
                        dist[v] = nd
                        heapq.heappush(heap, (nd, v))
            return dist

        k = len(sites)
        from_depot = dijkstra(0)
        from_site = [dijkstra(s) for s in sites]
        between = [[from_site[i][sites[j]] for j in range(k)] for i in range(k)]
        full = (1 << k) - 1
        best = [[INF] * k for _ in range(1 << k)]
        for i in range(k):
            best[1 << i][i] = from_depot[sites[i]]
        for mask in range(1, full + 1):
            row = best[mask]
            for i in range(k):
                cur = row[i]
                if cur == INF:
                    continue
                dist_i = between[i]
                for j in range(k):
                    if mask >> j & 1:
                        continue
                    cand = cur + dist_i[j]
                    nxt = best[mask | (1 << j)]
                    if cand < nxt[j]:
                        nxt[j] = cand
        answer = min(best[full][i] + from_site[i][n - 1] for i in range(k))
        return -1 if answer == INF else answer
