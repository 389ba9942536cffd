class Solution:
    def shortestArc(self, yields: List[int], target: int) -> int:
        n = len(yields)
        if sum(yields) < target:
            return -1
        best = n
        total = 0
        left = 0
        for right in range(2 * n):
            total += yields[right % n]
            while total >= target:
                if right - left + 1 < best:
                    best = right - left + 1
                total -= yields[left % n]
                left += 1
        return best
