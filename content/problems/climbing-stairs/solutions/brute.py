class Solution:
    def climbStairs(self, n: int) -> int:
        # Count the sequences directly: with k two-steps there are n - k moves in all,
        # and the k two-steps can sit at any k of those positions.
        return sum(math.comb(n - k, k) for k in range(n // 2 + 1))
