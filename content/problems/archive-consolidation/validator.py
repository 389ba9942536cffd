class Solution:
    def validate(self, sizes: List[int], k: int) -> str:
        if not 1 <= len(sizes) <= 10**5:
            return f"sizes has {len(sizes)} elements: the problem needs 1 <= sizes.length <= 10^5"
        for i, s in enumerate(sizes):
            if not 1 <= s <= 10**9:
                return f"sizes[{i}] = {s}: the problem needs 1 <= sizes[i] <= 10^9"
        if not 2 <= k <= 10**5:
            return f"k = {k}: the problem needs 2 <= k <= 10^5"
        return ""
