class Solution:
    def validate(self, temperatures: List[int]) -> str:
        if not 1 <= len(temperatures) <= 10**5:
            return f"temperatures has {len(temperatures)} elements: the problem needs 1 <= temperatures.length <= 10^5"
        for i, t in enumerate(temperatures):
            if not 30 <= t <= 100:
                return f"temperatures[{i}] = {t}: the problem needs 30 <= temperatures[i] <= 100"
        return ""
