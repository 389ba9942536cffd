class Solution:
    def validate(self, nums: List[int], k: int) -> str:
        if not 1 <= len(nums) <= 10**5:
            return f"nums has {len(nums)} elements: the problem needs 1 <= k <= nums.length <= 10^5"
        if not 1 <= k <= len(nums):
            return f"k = {k} with {len(nums)} elements: the problem needs 1 <= k <= nums.length"
        for i, x in enumerate(nums):
            if not -10**4 <= x <= 10**4:
                return f"nums[{i}] = {x}: the problem needs -10^4 <= nums[i] <= 10^4"
        return ""
