class Solution:
    def maxProfit(self, prices: List[int]) -> int:
        return max(prices) - min(prices)  # bug: may sell before buying
