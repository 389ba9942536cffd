from itertools import combinations


class Solution:
    def minBatteryRange(self, roadLength: int, stations: List[int], maxSwaps: int) -> int:
        best = roadLength
        for count in range(1, maxSwaps + 1):
            for chosen in combinations(sorted(stations), count):
                points = [0] + list(chosen) + [roadLength]
                need = max(points[i + 1] - points[i] for i in range(len(points) - 1))
                best = min(best, need)
        return best
