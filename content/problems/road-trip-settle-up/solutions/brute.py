class Solution:
    def minTransfers(self, n: int, payments: List[List[int]]) -> int:
        balance = [0] * n
        for giver, taker, amount in payments:
            balance[giver] += amount
            balance[taker] -= amount
        d = [b for b in balance if b != 0]

        # Some optimal plan settles the first unsettled friend completely in one transfer with a
        # friend of opposite sign; try every such partner, with no pruning at all.
        def go(s):
            while s < len(d) and d[s] == 0:
                s += 1
            if s == len(d):
                return 0
            best = float('inf')
            for i in range(s + 1, len(d)):
                if (d[i] > 0) != (d[s] > 0) and d[i] != 0:
                    d[i] += d[s]
                    best = min(best, 1 + go(s + 1))
                    d[i] -= d[s]
            return best

        return go(0)
