class Solution:
    def shortestArc(self, yields: List[int], target: int) -> int:
        n = len(yields)
        best = -1
        for start in range(n):
            total = 0
            for length in range(1, n + 1):
                total += yields[(start + length - 1) % n]
                if total >= target:
                    if best == -1 or length < best:
                        best = length
                    break
        return best
