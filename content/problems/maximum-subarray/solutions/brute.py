class Solution:
    def maxSubArray(self, nums: List[int]) -> int:
        n = len(nums)
        return max(sum(nums[i:j + 1]) for i in range(n) for j in range(i, n))
