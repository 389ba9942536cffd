class Solution:
    def minHeightMismatch(self, leaders: List[int], followers: List[int]) -> int:
        # bug: the followers keep their original order
        return sum(abs(a - b) for a, b in zip(sorted(leaders), followers))
