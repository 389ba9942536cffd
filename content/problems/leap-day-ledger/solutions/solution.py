class Solution:
    def countLeapYears(self, fromYear: int, toYear: int) -> int:
        def leaps(y: int) -> int:
            return y // 4 - y // 100 + y // 400

        return leaps(toYear) - leaps(fromYear - 1)
