class Solution:
    def validate(self, lo: int, hi: int, k: int) -> str:
        if not 1 <= lo <= hi <= 10**15:
            return f"lo = {lo}, hi = {hi}: the problem needs 1 <= lo <= hi <= 10^15"
        if not 1 <= k <= 150:
            return f"k = {k}: the problem needs 1 <= k <= 150"
        return ""
