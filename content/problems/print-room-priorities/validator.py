class Solution:
    def validate(self, priorities: List[int]) -> str:
        if not 1 <= len(priorities) <= 10**5:
            return f"priorities has {len(priorities)} elements: the problem needs 1 <= priorities.length <= 10^5"
        for i, p in enumerate(priorities):
            if not 1 <= p <= 9:
                return f"priorities[{i}] = {p}: the problem needs 1 <= priorities[i] <= 9"
        return ""
