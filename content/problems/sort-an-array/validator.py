class Solution:
    def validate(self, nums: List[int]) -> str:
        if not 1 <= len(nums) <= 5 * 10**4:
            return f"nums has {len(nums)} elements: the problem needs 1 <= nums.length <= 5 * 10^4"
        for i, x in enumerate(nums):
            if not -5 * 10**4 <= x <= 5 * 10**4:
                return f"nums[{i}] = {x}: the problem needs -5 * 10^4 <= nums[i] <= 5 * 10^4"
        return ""
