class Solution:
    def maxWindowSum(self, nums: List[int], k: int) -> int:
        total = sum(nums[:k])
        best = total
        for i in range(k, len(nums)):
            total += nums[i] - nums[i - k]  # one item enters, one leaves
            best = max(best, total)
        return best
