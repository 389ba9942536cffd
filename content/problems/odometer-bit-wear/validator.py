class Solution:
    def validate(self, start: int, end: int) -> str:
        if start < 0:
            return f"start = {start}: the problem needs 0 <= start <= end <= 10^15"
        if end > 10**15:
            return f"end = {end}: the problem needs 0 <= start <= end <= 10^15"
        if start > end:
            return f"start = {start} is greater than end = {end}: the problem needs start <= end"
        return ""
