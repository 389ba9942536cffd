class Solution:
    def maxEarnings(self, deadlines: List[int], payments: List[int]) -> int:
        total = 0
        days_used = 0
        for d, p in sorted(zip(deadlines, payments)):
            if days_used < d:  # bug: a better order never replaces a cheaper one already taken
                days_used += 1
                total += p
        return total
