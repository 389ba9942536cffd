class Solution:
    def minTotalRaise(self, requests: List[int]) -> int:
        seen = collections.Counter()
        total = 0
        for r in requests:
            total += seen[r]  # bug: value + k may itself be requested by someone else
            seen[r] += 1
        return total
