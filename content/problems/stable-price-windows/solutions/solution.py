class Solution:
    def countStableWindows(self, prices: List[int], k: int) -> int:
        highs = collections.deque()  # indices, prices decreasing
        lows = collections.deque()  # indices, prices increasing
        stable = 0
        for i, p in enumerate(prices):
            while highs and prices[highs[-1]] <= p:
                highs.pop()
            highs.append(i)
            while lows and prices[lows[-1]] >= p:
                lows.pop()
            lows.append(i)
            if highs[0] <= i - k:
                highs.popleft()
            if lows[0] <= i - k:
                lows.popleft()
            if i >= k - 1 and prices[highs[0]] <= 2 * prices[lows[0]]:
                stable += 1
        return stable
