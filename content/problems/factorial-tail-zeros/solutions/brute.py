class Solution:
    def tailZeros(self, n: int, base: int) -> int:
        f = math.factorial(n)
        zeros = 0
        while f % base == 0:
            f //= base
            zeros += 1
        return zeros
