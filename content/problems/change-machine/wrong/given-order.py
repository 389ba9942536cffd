class Solution:
    def fewestCoins(self, coins: List[int], amount: int) -> int:
        count = 0
        for c in coins:  # bug: not from the largest coin down
            count += amount // c
            amount %= c
        return count
