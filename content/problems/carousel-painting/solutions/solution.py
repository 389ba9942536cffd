class Solution:
    def countPaintings(self, horses: int, colours: int) -> int:
        MOD = 10**9 + 7
        base = (colours - 1) % MOD
        result, b, e = 1, base, horses
        while e:  # repeated squaring
            if e & 1:
                result = result * b % MOD
            b = b * b % MOD
            e >>= 1
        term = base if horses % 2 == 0 else MOD - base
        return (result + term) % MOD
