import itertools


class Solution:
    def countPeals(self, n: int) -> int:
        count = 0
        for pattern in itertools.product('R-', repeat=n):
            if 'RRR' not in ''.join(pattern):
                count += 1
        return count % (10**9 + 7)
