class Solution:
    def totalLanternWeight(self, n: int) -> int:
        sigma = [0] * (n + 1)
        for d in range(1, n + 1):
            for multiple in range(d, n + 1, d):
                sigma[multiple] += d
        return sum(sigma) % (10**9 + 7)
