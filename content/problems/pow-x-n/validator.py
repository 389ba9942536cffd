class Solution:
    def validate(self, x: float, n: int) -> str:
        if not -100.0 < x < 100.0:
            return f"x = {x}: the problem needs -100.0 < x < 100.0"
        if not -2**31 <= n <= 2**31 - 1:
            return f"n = {n}: the problem needs -2^31 <= n <= 2^31 - 1"
        if x == 0:
            if n <= 0:
                return f"x = 0 with n = {n}: the problem needs either x != 0 or n > 0"
            return ""
        try:
            big = abs(x) ** n > 1e4
        except (OverflowError, ZeroDivisionError):
            big = True
        if big:
            return f"x^n is larger than 10^4 in absolute value for x = {x}, n = {n}: the problem needs -10^4 <= x^n <= 10^4"
        return ""
