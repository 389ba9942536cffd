class Solution:
    def minSortCost(self, weights: List[int]) -> int:
        # Dijkstra over all arrangements; a swap of two crates costs their total weight.
        start, goal = tuple(weights), tuple(sorted(weights))
        dist = {start: 0}
        heap = [(0, start)]
        while heap:
            d, state = heapq.heappop(heap)
            if state == goal:
                return d
            if d > dist[state]:
                continue
            for i in range(len(state)):
                for j in range(i + 1, len(state)):
                    nxt = list(state)
                    nxt[i], nxt[j] = nxt[j], nxt[i]
                    nxt = tuple(nxt)
                    nd = d + state[i] + state[j]
                    if nd < dist.get(nxt, float('inf')):
                        dist[nxt] = nd
                        heapq.heappush(heap, (nd, nxt))
        return 0
