class Solution:
    def myPow(self, x: float, n: int) -> float:
        e = n
        if e < 0:
            x = 1 / x
            e = -e
        result = 1.0
        while e > 0:
            if e % 2 == 1:
                result *= x
            x *= x
            e //= 2
        return result
