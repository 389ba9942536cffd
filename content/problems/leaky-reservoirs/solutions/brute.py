class Solution:
    def firstHourLost(self, capacity: List[int], leakRate: List[int], target: int) -> int:
        t = 0
        while sum(min(c, r * t) for c, r in zip(capacity, leakRate)) < target:
            t += 1
        return t
