class Solution:
    def validate(self, colors: List[int], k: int) -> str:
        if not 1 <= len(colors) <= 10**5:
            return f"colors has {len(colors)} elements: the problem needs 1 <= k <= colors.length <= 10^5"
        if not 1 <= k <= len(colors):
            return f"k = {k} with {len(colors)} tiles: the problem needs 1 <= k <= colors.length"
        for i, c in enumerate(colors):
            if not 1 <= c <= 10**9:
                return f"colors[{i}] = {c}: the problem needs 1 <= colors[i] <= 10^9"
        return ""
