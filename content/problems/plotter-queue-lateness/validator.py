class Solution:
    def validate(self, durations: List[int], deadlines: List[int]) -> str:
        if len(durations) != len(deadlines):
            return f"durations has {len(durations)} jobs but deadlines has {len(deadlines)}: the problem needs durations.length == deadlines.length"
        if not 1 <= len(durations) <= 2 * 10**5:
            return f"there are {len(durations)} jobs: the problem needs 1 <= durations.length <= 2 * 10^5"
        for i, d in enumerate(durations):
            if not 1 <= d <= 10**9:
                return f"durations[{i}] = {d}: the problem needs 1 <= durations[i] <= 10^9"
        for i, d in enumerate(deadlines):
            if not 1 <= d <= 10**9:
                return f"deadlines[{i}] = {d}: the problem needs 1 <= deadlines[i] <= 10^9"
        return ""
