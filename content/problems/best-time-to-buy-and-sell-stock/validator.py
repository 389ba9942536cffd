class Solution:
    def validate(self, prices: List[int]) -> str:
        if not 1 <= len(prices) <= 10**5:
            return f"prices has {len(prices)} elements: the problem needs 1 <= prices.length <= 10^5"
        for i, p in enumerate(prices):
            if not 0 <= p <= 10**4:
                return f"prices[{i}] = {p}: the problem needs 0 <= prices[i] <= 10^4"
        return ""
