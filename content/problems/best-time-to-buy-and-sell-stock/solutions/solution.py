class Solution:
    def maxProfit(self, prices: List[int]) -> int:
        lowest = prices[0]
        best = 0
        for p in prices:
            if p - lowest > best:
                best = p - lowest
            if p < lowest:
                lowest = p
        return best
