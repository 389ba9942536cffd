import itertools


class Solution:
    def minHeightMismatch(self, leaders: List[int], followers: List[int]) -> int:
        return min(
            sum(abs(a - b) for a, b in zip(leaders, order))
            for order in itertools.permutations(followers)
        )
