class Solution:
    def countSightlines(self, heights: List[int]) -> int:
        n = len(heights)
        total = 0
        for i in range(n):
            for j in range(i + 1, n):
                between = heights[i + 1:j]
                if not between or max(between) <= min(heights[i], heights[j]):
                    total += 1
        return total
