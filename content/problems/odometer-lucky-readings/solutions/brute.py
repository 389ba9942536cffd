class Solution:
    def countLucky(self, lo: int, hi: int, k: int) -> int:
        return sum(1 for x in range(lo, hi + 1) if sum(int(c) for c in str(x)) % k == 0)
