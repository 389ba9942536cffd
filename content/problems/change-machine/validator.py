class Solution:
    def validate(self, coins: List[int], amount: int) -> str:
        if not 1 <= len(coins) <= 30:
            return f"coins has {len(coins)} elements: the problem needs 1 <= coins.length <= 30"
        for i, c in enumerate(coins):
            if not 1 <= c <= 10**9:
                return f"coins[{i}] = {c}: the problem needs 1 <= coins[i] <= 10^9"
        if len(set(coins)) != len(coins):
            return "coins has a repeated value: the problem needs all values distinct"
        if 1 not in coins:
            return "coins has no 1-cent coin: the problem needs coins to contain 1"
        s = sorted(coins)
        for a, b in zip(s, s[1:]):
            if b % a != 0:
                return f"{a} does not divide {b}: once sorted, every coin value must divide the next one"
        if not 0 <= amount <= 10**15:
            return f"amount = {amount}: the problem needs 0 <= amount <= 10^15"
        return ""
