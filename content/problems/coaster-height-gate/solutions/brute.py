class Solution:
    def countTallEnough(self, heights: List[int], minHeights: List[int]) -> List[int]:
        return [sum(1 for h in heights if h >= m) for m in minHeights]
