class Solution:
    def validate(self, prices: List[int], k: int) -> str:
        if not 1 <= len(prices) <= 2 * 10**5:
            return f"prices has {len(prices)} elements: the problem needs 1 <= k <= prices.length <= 2 * 10^5"
        if not 1 <= k <= len(prices):
            return f"k = {k} with {len(prices)} prices: the problem needs 1 <= k <= prices.length"
        for i, p in enumerate(prices):
            if not 1 <= p <= 2 * 10**9:
                return f"prices[{i}] = {p}: the problem needs 1 <= prices[i] <= 2 * 10^9"
        return ""
