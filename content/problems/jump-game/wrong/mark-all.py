class Solution:
    def canJump(self, nums: List[int]) -> bool:
        n = len(nums)
        reachable = [False] * n
        reachable[0] = True
        for i in range(n):
            if reachable[i]:
                for j in range(i + 1, min(n, i + nums[i] + 1)):
                    reachable[j] = True
        return reachable[n - 1]
