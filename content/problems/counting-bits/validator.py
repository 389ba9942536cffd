class Solution:
    def validate(self, n: int) -> str:
        if not 0 <= n <= 10**5:
            return f"n = {n}: the problem needs 0 <= n <= 10^5"
        return ""
