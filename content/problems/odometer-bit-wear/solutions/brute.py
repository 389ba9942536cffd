class Solution:
    def totalFlips(self, start: int, end: int) -> int:
        return sum(bin(x ^ (x + 1)).count('1') for x in range(start, end))
