class Solution:
    def earliestArrival(self, islands: int, ferries: List[List[int]]) -> int:
        lines = [[] for _ in range(islands)]
        for u, v, p, d in ferries:
            lines[u].append((v, p, d))
            lines[v].append((u, p, d))
        INF = float('inf')
        best = [INF] * islands
        best[0] = 0
        heap = [(0, 0)]
        while heap:
            t, u = heapq.heappop(heap)
            if t > best[u]:
                continue
            if u == islands - 1:
                return t
            for v, p, d in lines[u]:
                land = -(-t // p) * p + d  # next departure at or after t, plus the crossing
                if land < best[v]:
                    best[v] = land
                    heapq.heappush(heap, (land, v))
        return -1
