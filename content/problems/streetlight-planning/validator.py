class Solution:
    def validate(self, houses: List[int], radius: int) -> str:
        if not 1 <= len(houses) <= 10**5:
            return f"houses has {len(houses)} elements: the problem needs 1 <= houses.length <= 10^5"
        for i, h in enumerate(houses):
            if not 0 <= h <= 10**9:
                return f"houses[{i}] = {h}: the problem needs 0 <= houses[i] <= 10^9"
        if not 0 <= radius <= 10**9:
            return f"radius = {radius}: the problem needs 0 <= radius <= 10^9"
        return ""
