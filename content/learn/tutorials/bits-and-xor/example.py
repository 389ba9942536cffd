class Solution:
    def countBits(self, n: int) -> int:
        count = 0
        while n:
            n &= n - 1  # clear the lowest set bit
            count += 1
        return count
