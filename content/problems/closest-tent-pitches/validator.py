class Solution:
    def validate(self, pitches: List[int]) -> str:
        if not 2 <= len(pitches) <= 10**5:
            return f"pitches has {len(pitches)} elements: the problem needs 2 <= pitches.length <= 10^5"
        for i, p in enumerate(pitches):
            if not -10**9 <= p <= 10**9:
                return f"pitches[{i}] = {p}: the problem needs -10^9 <= pitches[i] <= 10^9"
        return ""
