class Solution:
    def validate(self, pitches: List[int], k: int) -> str:
        if not 1 <= len(pitches) <= 10**5:
            return f"pitches has {len(pitches)} elements: the problem needs 1 <= pitches.length <= 10^5"
        if not 1 <= k <= len(pitches):
            return f"k = {k} with {len(pitches)} pipes: the problem needs 1 <= k <= pitches.length"
        for i, p in enumerate(pitches):
            if not 0 <= p <= 10**9:
                return f"pitches[{i}] = {p}: the problem needs 0 <= pitches[i] <= 10^9"
        return ""
