class Solution:
    def stepOrder(self, n: int, rules: List[List[int]]) -> List[int]:
        after = [[] for _ in range(n)]
        indeg = [0] * n
        for a, b in rules:
            after[a].append(b)
            indeg[b] += 1
        heap = [v for v in range(n) if indeg[v] == 0]
        heapq.heapify(heap)
        order = []
        while heap:
            u = heapq.heappop(heap)
            order.append(u)
            for w in after[u]:
                indeg[w] -= 1
                if indeg[w] == 0:
                    heapq.heappush(heap, w)
        return order if len(order) == n else []
