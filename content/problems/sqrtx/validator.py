class Solution:
    def validate(self, x: int) -> str:
        if not 0 <= x <= 2**31 - 1:
            return f"x = {x}: the problem needs 0 <= x <= 2^31 - 1"
        return ""
