class Solution:
    def validate(self, weights: List[int]) -> str:
        if not 1 <= len(weights) <= 2 * 10**5:
            return f"weights has {len(weights)} elements: the problem needs 1 <= weights.length <= 2 * 10^5"
        for i, w in enumerate(weights):
            if not -10**9 <= w <= 10**9:
                return f"weights[{i}] = {w}: the problem needs -10^9 <= weights[i] <= 10^9"
        return ""
