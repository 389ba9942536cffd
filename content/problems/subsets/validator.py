class Solution:
    def validate(self, nums: List[int]) -> str:
        if not 1 <= len(nums) <= 10:
            return f"nums has {len(nums)} elements: the problem needs 1 <= nums.length <= 10"
        for i, x in enumerate(nums):
            if not -10 <= x <= 10:
                return f"nums[{i}] = {x}: the problem needs -10 <= nums[i] <= 10"
        if len(set(nums)) != len(nums):
            return "nums repeats a value: all the numbers of nums must be distinct"
        return ""
