class Solution:
    def maxSubArray(self, nums: List[int]) -> int:
        cur = best = 0  # bug: the empty subarray is not allowed
        for x in nums:
            cur = max(0, cur + x)
            best = max(best, cur)
        return best
