class Solution:
    def validate(self, chips: List[int], k: int) -> str:
        if not 1 <= len(chips) <= 10**5:
            return f"chips has {len(chips)} elements: the problem needs 1 <= chips.length <= 10^5"
        for i, c in enumerate(chips):
            if not 0 <= c < 2**30:
                return f"chips[{i}] = {c}: the problem needs 0 <= chips[i] < 2^30"
        if not 1 <= k <= 2**30:
            return f"k = {k}: the problem needs 1 <= k <= 2^30"
        return ""
