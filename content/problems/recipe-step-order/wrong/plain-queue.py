class Solution:
    def stepOrder(self, n: int, rules: List[List[int]]) -> List[int]:
        after = [[] for _ in range(n)]
        indeg = [0] * n
        for a, b in rules:
            after[a].append(b)
            indeg[b] += 1
        queue = collections.deque(v for v in range(n) if indeg[v] == 0)  # bug: FIFO, not smallest first
        order = []
        while queue:
            u = queue.popleft()
            order.append(u)
            for w in after[u]:
                indeg[w] -= 1
                if indeg[w] == 0:
                    queue.append(w)
        return order if len(order) == n else []
