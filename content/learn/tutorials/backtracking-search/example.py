class Solution:
    def countSubsets(self, nums: List[int], target: int) -> int:
        def explore(i: int, total: int) -> int:
            if i == len(nums):
                return 1 if total == target else 0
            return explore(i + 1, total + nums[i]) + explore(i + 1, total)  # take it, or skip it

        return explore(0, 0)
