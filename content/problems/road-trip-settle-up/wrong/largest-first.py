class Solution:
    def minTransfers(self, n: int, payments: List[List[int]]) -> int:
        balance = [0] * n
        for giver, taker, amount in payments:
            balance[giver] += amount
            balance[taker] -= amount
        # bug: always settling the largest debt against the largest credit is not optimal
        count = 0
        while any(balance):
            c = max(range(n), key=lambda x: balance[x])
            t = min(range(n), key=lambda x: balance[x])
            amount = min(balance[c], -balance[t])
            balance[c] -= amount
            balance[t] += amount
            count += 1
        return count
