class Solution:
    def longestBinge(self, durations: List[int], budget: int) -> int:
        best = total = left = 0
        for right, d in enumerate(durations):
            total += d
            while total > budget:
                total -= durations[left]
                left += 1
            if right - left + 1 > best:
                best = right - left + 1
        return best
