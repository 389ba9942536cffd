class Solution:
    def fewestCoins(self, coins: List[int], amount: int) -> int:
        best = [0] + [None] * amount
        for x in range(1, amount + 1):
            best[x] = 1 + min(best[x - c] for c in coins if c <= x)
        return best[amount]
