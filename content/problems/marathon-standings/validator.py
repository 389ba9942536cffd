class Solution:
    def validate(self, times: List[int]) -> str:
        if not 1 <= len(times) <= 2 * 10**5:
            return f"times has {len(times)} elements: the problem needs 1 <= times.length <= 2 * 10^5"
        for i, t in enumerate(times):
            if not 1 <= t <= 10**9:
                return f"times[{i}] = {t}: the problem needs 1 <= times[i] <= 10^9"
        return ""
