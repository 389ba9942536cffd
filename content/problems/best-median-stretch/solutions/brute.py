class Solution:
    def bestMedian(self, scores: List[int], minDays: int) -> int:
        best = 0
        n = len(scores)
        for i in range(n):
            for j in range(i + minDays, n + 1):
                stretch = sorted(scores[i:j])
                best = max(best, stretch[(len(stretch) + 1) // 2 - 1])
        return best
