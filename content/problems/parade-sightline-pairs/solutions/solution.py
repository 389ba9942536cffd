class Solution:
    def countSightlines(self, heights: List[int]) -> int:
        stack = []  # [height, count], heights strictly decreasing from bottom to top
        total = 0
        for h in heights:
            while stack and stack[-1][0] < h:
                total += stack.pop()[1]
            if stack and stack[-1][0] == h:
                count = stack.pop()[1]
                total += count
                if stack:
                    total += 1  # the nearest taller person
                stack.append([h, count + 1])
            else:
                if stack:
                    total += 1
                stack.append([h, 1])
        return total
