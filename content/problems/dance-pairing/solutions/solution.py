class Solution:
    def minHeightMismatch(self, leaders: List[int], followers: List[int]) -> int:
        return sum(abs(a - b) for a, b in zip(sorted(leaders), sorted(followers)))
