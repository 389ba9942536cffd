class Solution:
    def myPow(self, x: float, n: int) -> float:
        # The definition: |n| multiplications, inverted for a negative exponent.
        result = 1.0
        for _ in range(abs(n)):
            result *= x
        return result if n >= 0 else 1 / result
