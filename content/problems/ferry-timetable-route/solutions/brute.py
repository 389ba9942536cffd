class Solution:
    def earliestArrival(self, islands: int, ferries: List[List[int]]) -> int:
        INF = float('inf')
        best = [INF] * islands
        best[0] = 0
        changed = True
        while changed:
            changed = False
            for u, v, p, d in ferries:
                for a, b in ((u, v), (v, u)):
                    if best[a] == INF:
                        continue
                    depart = best[a]
                    while depart % p:
                        depart += 1  # wait minute by minute for the next boat
                    if depart + d < best[b]:
                        best[b] = depart + d
                        changed = True
        return -1 if best[-1] == INF else best[-1]
