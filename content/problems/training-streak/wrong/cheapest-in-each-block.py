class Solution:
    def maxTrainingGain(self, gains: List[int], k: int) -> int:
        # bug: a greedy that rests on the cheapest day of every block of k + 1 days
        n = len(gains)
        if n <= k:
            return sum(gains)
        lost = 0
        for start in range(0, n - k, k + 1):
            lost += min(gains[start:start + k + 1])
        return sum(gains) - lost
