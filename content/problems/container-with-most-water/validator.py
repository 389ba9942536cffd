class Solution:
    def validate(self, height: List[int]) -> str:
        if not 2 <= len(height) <= 10**5:
            return f"height has {len(height)} elements: the problem needs 2 <= height.length <= 10^5"
        for i, x in enumerate(height):
            if not 0 <= x <= 10**4:
                return f"height[{i}] = {x}: the problem needs 0 <= height[i] <= 10^4"
        return ""
