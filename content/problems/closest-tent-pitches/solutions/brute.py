class Solution:
    def closestPitches(self, pitches: List[int]) -> int:
        n = len(pitches)
        return min(abs(pitches[i] - pitches[j]) for i in range(n) for j in range(n) if i != j)
