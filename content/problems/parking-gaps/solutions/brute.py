class Solution:
    def longestFreeStretch(self, n: int, occupied: List[int]) -> int:
        taken = set(occupied)
        best = run = 0
        for space in range(1, n + 1):
            run = 0 if space in taken else run + 1
            best = max(best, run)
        return best
