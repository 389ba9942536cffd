class Solution:
    def validate(self, nums: List[int]) -> str:
        if not 1 <= len(nums) <= 3 * 10**4:
            return f"nums has {len(nums)} elements: the problem needs 1 <= nums.length <= 3 * 10^4"
        for i, x in enumerate(nums):
            if not -3 * 10**4 <= x <= 3 * 10**4:
                return f"nums[{i}] = {x}: the problem needs -3 * 10^4 <= nums[i] <= 3 * 10^4"
        counts = {}
        for x in nums:
            counts[x] = counts.get(x, 0) + 1
        singles = 0
        for x, c in counts.items():
            if c > 2:
                return f"{x} appears {c} times: every value appears exactly twice, except one value that appears exactly once"
            if c == 1:
                singles += 1
        if singles != 1:
            return f"{singles} values appear exactly once: every value appears exactly twice, except one value that appears exactly once"
        return ""
