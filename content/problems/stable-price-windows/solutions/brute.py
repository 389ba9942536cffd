class Solution:
    def countStableWindows(self, prices: List[int], k: int) -> int:
        return sum(1 for i in range(len(prices) - k + 1) if max(prices[i:i + k]) <= 2 * min(prices[i:i + k]))
