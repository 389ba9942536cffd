class Solution:
    def minSlots(self, n: int, conflicts: List[List[int]]) -> int:
        adj = [0] * n
        for a, b in conflicts:
            adj[a] |= 1 << b
            adj[b] |= 1 << a
        size = 1 << n
        independent = [False] * size
        independent[0] = True
        for mask in range(1, size):
            low = mask & -mask
            v = low.bit_length() - 1
            independent[mask] = independent[mask ^ low] and not (adj[v] & mask)
        best = [0] * size
        for mask in range(1, size):
            low = mask & -mask
            rest = mask ^ low
            result = n
            sub = rest
            while True:  # every S = low | sub with sub a submask of rest
                if independent[low | sub]:
                    cand = best[rest ^ sub] + 1
                    if cand < result:
                        result = cand
                if sub == 0:
                    break
                sub = (sub - 1) & rest
            best[mask] = result
        return best[size - 1]
