class Solution:
    def lengthOfLIS(self, nums: List[int]) -> int:
        # Every subsequence, as a bitmask over the (small) array.
        n = len(nums)
        best = 0
        for mask in range(1, 1 << n):
            chosen = [nums[i] for i in range(n) if mask >> i & 1]
            if all(a < b for a, b in zip(chosen, chosen[1:])):
                best = max(best, len(chosen))
        return best
