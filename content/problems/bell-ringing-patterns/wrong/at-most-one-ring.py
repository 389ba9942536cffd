class Solution:
    def countPeals(self, n: int) -> int:
        MOD = 10**9 + 7
        rest, ring = 1, 1  # bug: forbids two rings in a row
        for _ in range(n - 1):
            rest, ring = (rest + ring) % MOD, rest
        return (rest + ring) % MOD
