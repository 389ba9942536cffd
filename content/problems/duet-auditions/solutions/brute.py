class Solution:
    def countDuets(self, pitches: List[int], maxGap: int) -> int:
        n = len(pitches)
        return sum(1 for i in range(n) for j in range(i + 1, n) if abs(pitches[i] - pitches[j]) <= maxGap)
