class Solution:
    def validate(self, n: int) -> str:
        if not 1 <= n <= 10**6:
            return f"n = {n}: the problem needs 1 <= n <= 10^6"
        return ""
