class Solution:
    def validate(self, nums: List[int], target: int) -> str:
        if not 1 <= len(nums) <= 10**4:
            return f"nums has {len(nums)} elements: the problem needs 1 <= nums.length <= 10^4"
        for i, x in enumerate(nums):
            if not -10**4 < x < 10**4:
                return f"nums[{i}] = {x}: the problem needs -10^4 < nums[i] < 10^4"
        if not -10**4 < target < 10**4:
            return f"target = {target}: the problem needs -10^4 < target < 10^4"
        for i in range(1, len(nums)):
            if nums[i] == nums[i - 1]:
                return f"nums[{i - 1}] and nums[{i}] are both {nums[i]}: all the integers in nums are distinct"
            if nums[i] < nums[i - 1]:
                return f"nums[{i - 1}] = {nums[i - 1]} > nums[{i}] = {nums[i]}: nums is sorted in ascending order"
        return ""
