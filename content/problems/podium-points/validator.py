class Solution:
    def validate(self, scores: List[int], k: int) -> str:
        if not 1 <= len(scores) <= 10**5:
            return f"scores has {len(scores)} elements: the problem needs 1 <= k <= scores.length <= 10^5"
        if not 1 <= k <= len(scores):
            return f"k = {k} with {len(scores)} scores: the problem needs 1 <= k <= scores.length"
        for i, s in enumerate(scores):
            if not -10**9 <= s <= 10**9:
                return f"scores[{i}] = {s}: the problem needs -10^9 <= scores[i] <= 10^9"
        return ""
