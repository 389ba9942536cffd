class Solution:
    def validate(self, durations: List[int], weights: List[int]) -> str:
        if len(durations) != len(weights):
            return f"durations has {len(durations)} elements and weights has {len(weights)}: the problem needs durations.length == weights.length"
        if not 1 <= len(durations) <= 10**5:
            return f"durations has {len(durations)} elements: the problem needs 1 <= durations.length == weights.length <= 10^5"
        for i, d in enumerate(durations):
            if not 1 <= d <= 1000:
                return f"durations[{i}] = {d}: the problem needs 1 <= durations[i], weights[i] <= 1000"
        for i, w in enumerate(weights):
            if not 1 <= w <= 1000:
                return f"weights[{i}] = {w}: the problem needs 1 <= durations[i], weights[i] <= 1000"
        return ""
