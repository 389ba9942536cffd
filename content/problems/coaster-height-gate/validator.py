class Solution:
    def validate(self, heights: List[int], minHeights: List[int]) -> str:
        if not 1 <= len(heights) <= 10**5:
            return f"heights has {len(heights)} elements: the problem needs 1 <= heights.length <= 10^5"
        if not 1 <= len(minHeights) <= 10**5:
            return f"minHeights has {len(minHeights)} elements: the problem needs 1 <= minHeights.length <= 10^5"
        for i, h in enumerate(heights):
            if not 1 <= h <= 10**9:
                return f"heights[{i}] = {h}: the problem needs 1 <= heights[i] <= 10^9"
        for j, m in enumerate(minHeights):
            if not 1 <= m <= 10**9:
                return f"minHeights[{j}] = {m}: the problem needs 1 <= minHeights[j] <= 10^9"
        for i in range(1, len(heights)):
            if heights[i - 1] > heights[i]:
                return f"heights[{i - 1}] = {heights[i - 1]} > heights[{i}] = {heights[i]}: heights must be sorted in non-decreasing order"
        return ""
