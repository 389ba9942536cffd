class Solution:
    def maxCommission(self, deadlines: List[int], payments: List[int]) -> int:
        days_used = 0
        total = 0
        for d, p in sorted(zip(deadlines, payments)):
            if days_used < d:  # bug: never replaces a cheaper accepted commission
                days_used += 1
                total += p
        return total
