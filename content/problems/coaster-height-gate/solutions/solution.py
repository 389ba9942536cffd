from bisect import bisect_left


class Solution:
    def countTallEnough(self, heights: List[int], minHeights: List[int]) -> List[int]:
        n = len(heights)
        return [n - bisect_left(heights, m) for m in minHeights]
