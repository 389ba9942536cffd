class Solution:
    def lengthOfLIS(self, nums: List[int]) -> int:
        n = len(nums)

        def longest(i, last):
            # longest increasing subsequence of nums[i:] whose values exceed `last`
            if i == n:
                return 0
            skip = longest(i + 1, last)
            if nums[i] > last:
                return max(skip, 1 + longest(i + 1, nums[i]))
            return skip

        return longest(0, float('-inf'))
