class Solution:
    def maxEarnings(self, gigs: List[List[int]], rest: int) -> int:
        # bug: the earliest-finish greedy maximises the number of gigs, not the money
        total = 0
        free_at = None
        for start, end, fee in sorted(gigs, key=lambda g: g[1]):
            if free_at is None or free_at + rest <= start:
                total += fee
                free_at = end
        return total
