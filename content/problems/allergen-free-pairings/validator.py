class Solution:
    def validate(self, dishes: List[int]) -> str:
        if not 1 <= len(dishes) <= 10**5:
            return f"dishes has {len(dishes)} elements: the problem needs 1 <= dishes.length <= 10^5"
        for i, d in enumerate(dishes):
            if not 0 <= d < 2**17:
                return f"dishes[{i}] = {d}: the problem needs 0 <= dishes[i] < 2^17"
        return ""
