class Solution:
    def towerReach(self, heights: List[int]) -> List[int]:
        n = len(heights)
        reach = []
        for i in range(n):
            count = 0
            for step in (1, -1):
                j = i + step
                while 0 <= j < n:
                    count += 1
                    if heights[j] >= heights[i]:
                        break
                    j += step
            reach.append(count)
        return reach
