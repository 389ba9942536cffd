class Solution:
    def minCrossingCost(self, costs: List[int], minJump: int, maxJump: int) -> int:
        n = len(costs)
        best = [None] * n
        best[0] = costs[0]
        for j in range(1, n):
            if costs[j] == -1:
                continue
            options = [best[i] for i in range(max(0, j - maxJump), j - minJump + 1) if best[i] is not None]
            if options:
                best[j] = costs[j] + min(options)
        return -1 if best[-1] is None else best[-1]
