class Solution:
    def minCrossingCost(self, costs: List[int], minJump: int, maxJump: int) -> int:
        n = len(costs)
        INF = float('inf')
        best = [INF] * n
        best[0] = costs[0]
        window = collections.deque([0])
        for j in range(1, n):
            while window and window[0] < j - maxJump:
                window.popleft()
            if costs[j] != -1 and window:
                best[j] = costs[j] + best[window[0]]
            if best[j] < INF:  # bug: stone j becomes a candidate at once, before it is minJump behind
                while window and best[window[-1]] >= best[j]:
                    window.pop()
                window.append(j)
        return best[-1] if best[-1] < INF else -1
