class Solution:
    def validate(self, durations: List[int], budget: int) -> str:
        if not 1 <= len(durations) <= 2 * 10**5:
            return f"durations has {len(durations)} elements: the problem needs 1 <= durations.length <= 2 * 10^5"
        for i, d in enumerate(durations):
            if not 1 <= d <= 10**9:
                return f"durations[{i}] = {d}: the problem needs 1 <= durations[i] <= 10^9"
        if not 0 <= budget <= 10**14:
            return f"budget = {budget}: the problem needs 0 <= budget <= 10^14"
        return ""
