import itertools


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        return [list(c) for r in range(len(nums) + 1) for c in itertools.combinations(nums, r)]
