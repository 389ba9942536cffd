class Solution:
    def closestPitches(self, pitches: List[int]) -> int:
        a = sorted(pitches)
        return min(a[i + 1] - a[i] for i in range(len(a) - 1))
