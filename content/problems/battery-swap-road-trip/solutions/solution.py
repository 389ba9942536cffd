class Solution:
    def minBatteryRange(self, roadLength: int, stations: List[int], maxSwaps: int) -> int:
        points = [0] + sorted(stations) + [roadLength]
        legs = [points[i + 1] - points[i] for i in range(len(points) - 1)]

        def swaps_needed(r: int) -> int:
            swaps, used = 0, 0
            for leg in legs:
                if used + leg > r:
                    swaps += 1
                    used = 0
                used += leg
            return swaps

        lo = max(max(legs), -(-roadLength // (maxSwaps + 1)))
        hi = roadLength
        while lo < hi:
            mid = (lo + hi) // 2
            if swaps_needed(mid) <= maxSwaps:
                hi = mid
            else:
                lo = mid + 1
        return lo
