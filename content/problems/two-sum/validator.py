class Solution:
    def validate(self, nums: List[int], target: int) -> str:
        if not 2 <= len(nums) <= 10**5:
            return f"nums has {len(nums)} elements: the problem needs 2 <= nums.length <= 10^5"
        for i, x in enumerate(nums):
            if not -10**9 <= x <= 10**9:
                return f"nums[{i}] = {x}: the problem needs -10^9 <= nums[i] <= 10^9"
        if not -10**9 <= target <= 10**9:
            return f"target = {target}: the problem needs -10^9 <= target <= 10^9"
        # Pairs of indices i < j with nums[i] + nums[j] == target, counted in one pass.
        seen = {}
        pairs = 0
        for x in nums:
            pairs += seen.get(target - x, 0)
            if pairs > 1:
                return "this input has more than one valid pair: the problem promises exactly one"
            seen[x] = seen.get(x, 0) + 1
        if pairs == 0:
            return "this input has no valid pair: the problem promises exactly one"
        return ""
