from itertools import accumulate
from operator import sub


class Solution:
    def bestMedian(self, scores: List[int], minDays: int) -> int:
        def possible(x: int) -> bool:
            prefix = [0, *accumulate(1 if s >= x else -1 for s in scores)]
            lows = list(accumulate(prefix[:len(prefix) - minDays], min))  # min of P[0..j]
            return max(map(sub, prefix[minDays:], lows)) > 0

        values = sorted(set(scores))
        lo, hi = 0, len(values) - 1  # values[0] always works
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if possible(values[mid]):
                lo = mid
            else:
                hi = mid - 1
        return values[lo]
