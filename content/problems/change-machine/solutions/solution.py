class Solution:
    def fewestCoins(self, coins: List[int], amount: int) -> int:
        count = 0
        for c in sorted(coins, reverse=True):
            count += amount // c
            amount %= c
        return count
