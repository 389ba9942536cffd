class Solution:
    def validate(self, heights: List[int]) -> str:
        if not 1 <= len(heights) <= 2 * 10**5:
            return f"heights has {len(heights)} elements: the problem needs 1 <= heights.length <= 2 * 10^5"
        for i, h in enumerate(heights):
            if not -10**9 <= h <= 10**9:
                return f"heights[{i}] = {h}: the problem needs -10^9 <= heights[i] <= 10^9"
        return ""
