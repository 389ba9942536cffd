class Solution:
    def validate(self, gains: List[int], k: int) -> str:
        if not 1 <= len(gains) <= 2 * 10**5:
            return f"gains has {len(gains)} elements: the problem needs 1 <= gains.length <= 2 * 10^5"
        for i, g in enumerate(gains):
            if not 0 <= g <= 10**9:
                return f"gains[{i}] = {g}: the problem needs 0 <= gains[i] <= 10^9"
        if not 1 <= k <= len(gains):
            return f"k = {k} with {len(gains)} days: the problem needs 1 <= k <= gains.length"
        return ""
