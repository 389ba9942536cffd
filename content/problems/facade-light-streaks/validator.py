class Solution:
    def validate(self, floors: List[int]) -> str:
        if not 1 <= len(floors) <= 10**5:
            return f"floors has {len(floors)} elements: the problem needs 1 <= floors.length <= 10^5"
        for i, x in enumerate(floors):
            if not -2**31 <= x <= 2**31 - 1:
                return f"floors[{i}] = {x}: the problem needs -2^31 <= floors[i] <= 2^31 - 1"
        return ""
