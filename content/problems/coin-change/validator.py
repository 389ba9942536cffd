class Solution:
    def validate(self, coins: List[int], amount: int) -> str:
        if not 1 <= len(coins) <= 12:
            return f"coins has {len(coins)} elements: the problem needs 1 <= coins.length <= 12"
        for i, c in enumerate(coins):
            if not 1 <= c <= 2**31 - 1:
                return f"coins[{i}] = {c}: the problem needs 1 <= coins[i] <= 2^31 - 1"
        if not 0 <= amount <= 10**4:
            return f"amount = {amount}: the problem needs 0 <= amount <= 10^4"
        return ""
