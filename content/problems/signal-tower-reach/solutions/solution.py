class Solution:
    def towerReach(self, heights: List[int]) -> List[int]:
        n = len(heights)
        reach = [0] * n
        stack = []
        for i, h in enumerate(heights):  # blockers to the right
            while stack and heights[stack[-1]] <= h:
                j = stack.pop()
                reach[j] += i - j
            stack.append(i)
        for j in stack:
            reach[j] += n - 1 - j
        stack = []
        for i in range(n - 1, -1, -1):  # blockers to the left
            h = heights[i]
            while stack and heights[stack[-1]] <= h:
                j = stack.pop()
                reach[j] += j - i
            stack.append(i)
        for j in stack:
            reach[j] += j
        return reach
