class Solution:
    def countTilings(self, n: int) -> int:
        if n % 2:
            return 0
        # bug: pretends every paving is a row of independent 3 x 2 blocks
        count = 1
        for _ in range(n // 2):
            count = count * 3 % (10**9 + 7)
        return count
