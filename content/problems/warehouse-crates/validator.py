class Solution:
    def validate(self, weights: List[int]) -> str:
        if not 1 <= len(weights) <= 2 * 10**5:
            return f"weights has {len(weights)} elements: the problem needs 1 <= weights.length <= 2 * 10^5"
        seen = set()
        for i, w in enumerate(weights):
            if not 1 <= w <= 10**9:
                return f"weights[{i}] = {w}: the problem needs 1 <= weights[i] <= 10^9"
            if w in seen:
                return f"the weight {w} appears twice: the problem needs all the weights to be distinct"
            seen.add(w)
        return ""
