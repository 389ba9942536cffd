class Solution:
    def validate(self, nums: List[int]) -> str:
        if not 3 <= len(nums) <= 3000:
            return f"nums has {len(nums)} elements: the problem needs 3 <= nums.length <= 3000"
        for i, x in enumerate(nums):
            if not -10**5 <= x <= 10**5:
                return f"nums[{i}] = {x}: the problem needs -10^5 <= nums[i] <= 10^5"
        return ""
