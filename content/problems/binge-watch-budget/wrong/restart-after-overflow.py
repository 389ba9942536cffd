class Solution:
    def longestBinge(self, durations: List[int], budget: int) -> int:
        best = total = count = 0
        for d in durations:
            if total + d <= budget:
                total += d
                count += 1
            else:  # bug: throws away the whole window instead of sliding it
                total, count = (d, 1) if d <= budget else (0, 0)
            best = max(best, count)
        return best
