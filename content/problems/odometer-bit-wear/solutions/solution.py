class Solution:
    def totalFlips(self, start: int, end: int) -> int:
        def flips_from_zero(n: int) -> int:
            return 2 * n - bin(n).count('1')

        return flips_from_zero(end) - flips_from_zero(start)
