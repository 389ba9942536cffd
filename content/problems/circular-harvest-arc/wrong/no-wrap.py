class Solution:
    def shortestArc(self, yields: List[int], target: int) -> int:
        best = -1
        total = 0
        left = 0
        for right, y in enumerate(yields):  # bug: arcs through plot n - 1 -> 0 are missed
            total += y
            while total >= target:
                if best == -1 or right - left + 1 < best:
                    best = right - left + 1
                total -= yields[left]
                left += 1
        return best
