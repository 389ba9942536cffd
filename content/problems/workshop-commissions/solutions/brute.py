class Solution:
    def maxCommission(self, deadlines: List[int], payments: List[int]) -> int:
        n = len(deadlines)
        best = 0
        for mask in range(1 << n):
            chosen = sorted(deadlines[i] for i in range(n) if mask >> i & 1)
            # feasible iff the j-th earliest deadline (1-based) is at least j: do them in that order
            if all(d >= day for day, d in enumerate(chosen, 1)):
                best = max(best, sum(payments[i] for i in range(n) if mask >> i & 1))
        return best
