class Solution:
    def validate(self, groups: List[List[int]]) -> str:
        if not 1 <= len(groups) <= 10**5:
            return f"groups has {len(groups)} elements: the problem needs 1 <= groups.length <= 10^5"
        for i, g in enumerate(groups):
            if len(g) != 3:
                return f"groups[{i}] has {len(g)} values: each group must be [arrive, leave, size]"
            arrive, leave, size = g
            if not 0 <= arrive <= leave <= 10**9:
                return f"groups[{i}] = {g}: the problem needs 0 <= arrive <= leave <= 10^9"
            if not 1 <= size <= 10**5:
                return f"groups[{i}] has size = {size}: the problem needs 1 <= size <= 10^5"
        return ""
