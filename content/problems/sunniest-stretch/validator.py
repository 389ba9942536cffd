class Solution:
    def validate(self, sunshine: List[int], k: int) -> str:
        if not 1 <= len(sunshine) <= 2 * 10**5:
            return f"sunshine has {len(sunshine)} days: the problem needs 1 <= k <= sunshine.length <= 2 * 10^5"
        if not 1 <= k <= len(sunshine):
            return f"k = {k} with {len(sunshine)} days: the problem needs 1 <= k <= sunshine.length"
        for i, s in enumerate(sunshine):
            if not 0 <= s <= 10**5:
                return f"sunshine[{i}] = {s}: the problem needs 0 <= sunshine[i] <= 10^5"
        return ""
