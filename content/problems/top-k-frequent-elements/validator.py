class Solution:
    def validate(self, nums: List[int], k: int) -> str:
        if not 1 <= len(nums) <= 10**5:
            return f"nums has {len(nums)} elements: the problem needs 1 <= nums.length <= 10^5"
        for i, x in enumerate(nums):
            if not -10**4 <= x <= 10**4:
                return f"nums[{i}] = {x}: the problem needs -10^4 <= nums[i] <= 10^4"
        counts = {}
        for x in nums:
            counts[x] = counts.get(x, 0) + 1
        d = len(counts)
        if not 1 <= k <= d:
            return f"k = {k}: k must be between 1 and the number of distinct values in nums ({d})"
        desc = sorted(counts.values(), reverse=True)
        if k < d and desc[k - 1] == desc[k]:
            return (f"the {k}-th most frequent value ties with a value outside the answer ({desc[k]} occurrences each): "
                    "the answer must be unique")
        return ""
