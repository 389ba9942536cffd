class Solution:
    def validate(self, bakeTimes: List[int], ovens: int) -> str:
        if not 1 <= len(bakeTimes) <= 10**5:
            return f"bakeTimes has {len(bakeTimes)} elements: the problem needs 1 <= bakeTimes.length <= 10^5"
        for i, t in enumerate(bakeTimes):
            if not 1 <= t <= 10**9:
                return f"bakeTimes[{i}] = {t}: the problem needs 1 <= bakeTimes[i] <= 10^9"
        if not 1 <= ovens <= 10**5:
            return f"ovens = {ovens}: the problem needs 1 <= ovens <= 10^5"
        return ""
