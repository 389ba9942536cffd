class Solution:
    def minTotalRaise(self, requests: List[int]) -> int:
        total = 0
        prev = -1
        for r in sorted(requests):
            b = r if r > prev else prev + 1
            total += b - r
            prev = b
        return total
