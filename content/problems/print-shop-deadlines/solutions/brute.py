class Solution:
    def maxEarnings(self, deadlines: List[int], payments: List[int]) -> int:
        n = len(deadlines)
        best = 0
        for mask in range(1 << n):
            picked = sorted(deadlines[i] for i in range(n) if mask >> i & 1)
            if all(d >= k + 1 for k, d in enumerate(picked)):
                best = max(best, sum(payments[i] for i in range(n) if mask >> i & 1))
        return best
