class Solution:
    def validate(self, fromYear: int, toYear: int) -> str:
        if fromYear < 1:
            return f"fromYear = {fromYear}: the problem needs 1 <= fromYear <= toYear <= 10^15"
        if toYear > 10**15:
            return f"toYear = {toYear}: the problem needs 1 <= fromYear <= toYear <= 10^15"
        if fromYear > toYear:
            return f"fromYear = {fromYear} is after toYear = {toYear}: the problem needs fromYear <= toYear"
        return ""
