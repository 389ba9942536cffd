from bisect import bisect_right


class Solution:
    def firstHourLost(self, capacity: List[int], leakRate: List[int], target: int) -> int:
        n = len(capacity)
        dry = [-(-c // r) for c, r in zip(capacity, leakRate)]  # hour each reservoir runs dry
        order = sorted(range(n), key=dry.__getitem__)
        dry_sorted = [dry[i] for i in order]
        cap_prefix = [0] * (n + 1)
        for k, i in enumerate(order):
            cap_prefix[k + 1] = cap_prefix[k] + capacity[i]
        rate_suffix = [0] * (n + 1)
        for k in range(n - 1, -1, -1):
            rate_suffix[k] = rate_suffix[k + 1] + leakRate[order[k]]

        def lost(t: int) -> int:
            k = bisect_right(dry_sorted, t)  # reservoirs already dry after t hours
            return cap_prefix[k] + t * rate_suffix[k]

        lo, hi = 1, dry_sorted[-1]
        while lo < hi:
            mid = (lo + hi) // 2
            if lost(mid) >= target:
                hi = mid
            else:
                lo = mid + 1
        return lo
