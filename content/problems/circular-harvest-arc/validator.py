class Solution:
    def validate(self, yields: List[int], target: int) -> str:
        if not 1 <= len(yields) <= 10**5:
            return f"yields has {len(yields)} elements: the problem needs 1 <= yields.length <= 10^5"
        for i, y in enumerate(yields):
            if not 1 <= y <= 10**9:
                return f"yields[{i}] = {y}: the problem needs 1 <= yields[i] <= 10^9"
        if not 1 <= target <= 10**14:
            return f"target = {target}: the problem needs 1 <= target <= 10^14"
        return ""
