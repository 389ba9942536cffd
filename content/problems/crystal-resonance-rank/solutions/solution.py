from bisect import bisect_left, bisect_right
from itertools import repeat
from operator import floordiv


class Solution:
    def kthResonance(self, charges: List[int], k: int) -> int:
        s = sorted(charges)
        n = len(s)
        pos = [c for c in s if c > 0]
        neg = [c for c in s if c < 0]
        zeros = n - len(pos) - len(neg)
        right, left = bisect_right, bisect_left

        def count(x: int) -> int:
            # Ordered pairs (i, j), i != j, with s[i] * s[j] <= x, then halved.
            total = sum(map(right, repeat(s), map(floordiv, repeat(x), pos)))
            # For c < 0: c * d <= x  <=>  d >= ceil(x / c) = -((-x) // c).
            total += len(neg) * n - sum(map(left, repeat(s), (-q for q in map(floordiv, repeat(-x), neg))))
            if x >= 0:
                total += zeros * n
                r = math.isqrt(x)
                total -= right(s, r) - left(s, -r)  # drop i == j, where s[i]^2 <= x
            return total // 2

        lo, hi = -10**12, 10**12
        while lo < hi:
            mid = (lo + hi) // 2
            if count(mid) >= k:
                hi = mid
            else:
                lo = mid + 1
        return lo
