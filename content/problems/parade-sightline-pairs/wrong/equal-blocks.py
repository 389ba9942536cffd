class Solution:
    def countSightlines(self, heights: List[int]) -> int:
        stack = []  # plain heights, non-increasing
        total = 0
        for h in heights:
            while stack and stack[-1] < h:
                stack.pop()
                total += 1
            if stack:
                total += 1  # bug: an equal height is treated as a wall, hiding everyone behind it
            stack.append(h)
        return total
