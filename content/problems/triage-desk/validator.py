class Solution:
    def validate(self, patients: List[List[int]]) -> str:
        if not 1 <= len(patients) <= 10**5:
            return f"patients has {len(patients)} elements: the problem needs 1 <= patients.length <= 10^5"
        for i, p in enumerate(patients):
            if len(p) != 3:
                return f"patients[{i}] has {len(p)} values: each must be patients[i] = [arrival, severity, duration]"
            a, s, d = p
            if not 0 <= a <= 10**9:
                return f"patients[{i}] has arrival = {a}: the problem needs 0 <= arrival <= 10^9"
            if not 1 <= s <= 10**6:
                return f"patients[{i}] has severity = {s}: the problem needs 1 <= severity <= 10^6"
            if not 1 <= d <= 10**9:
                return f"patients[{i}] has duration = {d}: the problem needs 1 <= duration <= 10^9"
        return ""
