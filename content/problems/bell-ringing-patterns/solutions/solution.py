class Solution:
    def countPeals(self, n: int) -> int:
        MOD = 10**9 + 7
        a, b, c = 1, 1, 0  # length 1: ends with a rest / one ring / two rings
        for _ in range(n - 1):
            a, b, c = (a + b + c) % MOD, a, b
        return (a + b + c) % MOD
