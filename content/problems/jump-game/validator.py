class Solution:
    def validate(self, nums: List[int]) -> str:
        if not 1 <= len(nums) <= 10**5:
            return f"nums has {len(nums)} elements: the problem needs 1 <= nums.length <= 10^5"
        for i, x in enumerate(nums):
            if not 0 <= x <= 10**5:
                return f"nums[{i}] = {x}: the problem needs 0 <= nums[i] <= 10^5"
        return ""
