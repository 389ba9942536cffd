class Solution:
    def coinChange(self, coins: List[int], amount: int) -> int:
        count = 0
        for c in sorted(coins, reverse=True):  # bug: greedy is not optimal for every coin system
            count += amount // c
            amount %= c
        return count if amount == 0 else -1
