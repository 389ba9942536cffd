class Solution:
    def longestBinge(self, durations: List[int], budget: int) -> int:
        n = len(durations)
        best = 0
        for i in range(n):
            for j in range(i, n):
                if sum(durations[i:j + 1]) <= budget:
                    best = max(best, j - i + 1)
        return best
