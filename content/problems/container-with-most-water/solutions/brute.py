class Solution:
    def maxArea(self, height: List[int]) -> int:
        n = len(height)
        return max(min(height[i], height[j]) * (j - i) for i in range(n) for j in range(i + 1, n))
