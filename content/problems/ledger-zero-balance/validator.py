class Solution:
    def validate(self, flows: List[int]) -> str:
        if not 1 <= len(flows) <= 2 * 10**5:
            return f"flows has {len(flows)} elements: the problem needs 1 <= flows.length <= 2 * 10^5"
        for i, x in enumerate(flows):
            if not -10**9 <= x <= 10**9:
                return f"flows[{i}] = {x}: the problem needs -10^9 <= flows[i] <= 10^9"
        return ""
