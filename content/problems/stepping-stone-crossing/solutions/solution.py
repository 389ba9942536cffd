class Solution:
    def minCrossingCost(self, costs: List[int], minJump: int, maxJump: int) -> int:
        n = len(costs)
        INF = float('inf')
        best = [INF] * n
        best[0] = costs[0]
        window = collections.deque()  # stone indices, best values increasing
        for j in range(1, n):
            i = j - minJump
            if i >= 0 and best[i] < INF:
                while window and best[window[-1]] >= best[i]:
                    window.pop()
                window.append(i)
            while window and window[0] < j - maxJump:
                window.popleft()
            if costs[j] != -1 and window:
                best[j] = costs[j] + best[window[0]]
        return best[-1] if best[-1] < INF else -1
