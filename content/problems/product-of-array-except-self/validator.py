class Solution:
    def validate(self, nums: List[int]) -> str:
        if not 2 <= len(nums) <= 10**5:
            return f"nums has {len(nums)} elements: the problem needs 2 <= nums.length <= 10^5"
        for i, x in enumerate(nums):
            if not -30 <= x <= 30:
                return f"nums[{i}] = {x}: the problem needs -30 <= nums[i] <= 30"
        lo, hi = -2**31, 2**31 - 1
        p = 1
        for i, x in enumerate(nums):
            p *= x
            if not lo <= p <= hi:
                return f"the product of nums[0..{i}] is {p}: the problem needs every prefix product to fit in a 32-bit signed integer"
        p = 1
        for i in range(len(nums) - 1, -1, -1):
            p *= nums[i]
            if not lo <= p <= hi:
                return f"the product of nums[{i}..] is {p}: the problem needs every suffix product to fit in a 32-bit signed integer"
        return ""
