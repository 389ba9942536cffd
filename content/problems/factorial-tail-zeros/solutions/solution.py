class Solution:
    def tailZeros(self, n: int, base: int) -> int:
        best = None
        b, p = base, 2
        while b > 1:
            if p * p > b:
                p = b  # what is left is a prime
            if b % p == 0:
                e = 0
                while b % p == 0:
                    b //= p
                    e += 1
                count, m = 0, n
                while m:
                    m //= p
                    count += m
                best = count // e if best is None else min(best, count // e)
            p += 1
        return best
