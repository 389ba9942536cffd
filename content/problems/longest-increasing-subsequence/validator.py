class Solution:
    def validate(self, nums: List[int]) -> str:
        if not 1 <= len(nums) <= 2500:
            return f"nums has {len(nums)} elements: the problem needs 1 <= nums.length <= 2500"
        for i, x in enumerate(nums):
            if not -10**4 <= x <= 10**4:
                return f"nums[{i}] = {x}: the problem needs -10^4 <= nums[i] <= 10^4"
        return ""
