class Solution:
    def validate(self, scores: List[int], minDays: int) -> str:
        if not 1 <= len(scores) <= 10**5:
            return f"scores has {len(scores)} elements: the problem needs 1 <= minDays <= scores.length <= 10^5"
        if not 1 <= minDays <= len(scores):
            return f"minDays = {minDays} with {len(scores)} scores: the problem needs 1 <= minDays <= scores.length"
        for i, s in enumerate(scores):
            if not 1 <= s <= 10**9:
                return f"scores[{i}] = {s}: the problem needs 1 <= scores[i] <= 10^9"
        return ""
