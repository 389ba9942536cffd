class Solution:
    def validate(self, cookTimes: List[int], slice: int) -> str:
        if not 1 <= len(cookTimes) <= 10**5:
            return f"cookTimes has {len(cookTimes)} elements: the problem needs 1 <= cookTimes.length <= 10^5"
        for i, t in enumerate(cookTimes):
            if not 1 <= t <= 10**9:
                return f"cookTimes[{i}] = {t}: the problem needs 1 <= cookTimes[i] <= 10^9"
        if not 1 <= slice <= 10**9:
            return f"slice = {slice}: the problem needs 1 <= slice <= 10^9"
        return ""
