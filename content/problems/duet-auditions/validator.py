class Solution:
    def validate(self, pitches: List[int], maxGap: int) -> str:
        if not 1 <= len(pitches) <= 2 * 10**5:
            return f"pitches has {len(pitches)} elements: the problem needs 1 <= pitches.length <= 2 * 10^5"
        for i, p in enumerate(pitches):
            if not 0 <= p <= 10**9:
                return f"pitches[{i}] = {p}: the problem needs 0 <= pitches[i] <= 10^9"
        if not 0 <= maxGap <= 10**9:
            return f"maxGap = {maxGap}: the problem needs 0 <= maxGap <= 10^9"
        return ""
