class Solution:
    def minSlots(self, n: int, conflicts: List[List[int]]) -> int:
        adj = [set() for _ in range(n)]
        for a, b in conflicts:
            adj[a].add(b)
            adj[b].add(a)
        slot = [-1] * n
        for v in range(n):  # bug: greedy colouring in index order is not optimal
            taken = {slot[u] for u in adj[v]}
            s = 0
            while s in taken:
                s += 1
            slot[v] = s
        return max(slot) + 1
