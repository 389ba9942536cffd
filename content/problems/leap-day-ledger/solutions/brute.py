class Solution:
    def countLeapYears(self, fromYear: int, toYear: int) -> int:
        return sum(1 for y in range(fromYear, toYear + 1) if (y % 4 == 0 and y % 100 != 0) or y % 400 == 0)
