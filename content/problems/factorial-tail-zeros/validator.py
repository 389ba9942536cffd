class Solution:
    def validate(self, n: int, base: int) -> str:
        if not 0 <= n <= 10**15:
            return f"n = {n}: the problem needs 0 <= n <= 10^15"
        if not 2 <= base <= 10**6:
            return f"base = {base}: the problem needs 2 <= base <= 10^6"
        return ""
