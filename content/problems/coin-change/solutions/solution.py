class Solution:
    def coinChange(self, coins: List[int], amount: int) -> int:
        unreachable = amount + 1
        best = [0] + [unreachable] * amount
        usable = [c for c in coins if c <= amount]
        for a in range(1, amount + 1):
            m = unreachable
            for c in usable:
                if c <= a and best[a - c] + 1 < m:
                    m = best[a - c] + 1
            best[a] = m
        return -1 if best[amount] == unreachable else best[amount]
