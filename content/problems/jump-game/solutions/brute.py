class Solution:
    def canJump(self, nums: List[int]) -> bool:
        # Depth-first search over every jump length from every index visited.
        n = len(nums)
        seen = {0}
        stack = [0]
        while stack:
            i = stack.pop()
            for step in range(1, nums[i] + 1):
                j = i + step
                if j < n and j not in seen:
                    seen.add(j)
                    stack.append(j)
        return n - 1 in seen
