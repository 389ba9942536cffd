class Solution:
    def validate(self, weights: List[int], fee: int) -> str:
        if not 1 <= len(weights) <= 2 * 10**5:
            return f"weights has {len(weights)} elements: the problem needs 1 <= weights.length <= 2 * 10^5"
        for i, w in enumerate(weights):
            if not 1 <= w <= 100:
                return f"weights[{i}] = {w}: the problem needs 1 <= weights[i] <= 100"
        if not 0 <= fee <= 10**9:
            return f"fee = {fee}: the problem needs 0 <= fee <= 10^9"
        return ""
