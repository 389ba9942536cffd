class Solution:
    def validate(self, n: int) -> str:
        if not 1 <= n <= 45:
            return f"n = {n}: the problem needs 1 <= n <= 45"
        return ""
