class Solution:
    def validate(self, deadlines: List[int], payments: List[int]) -> str:
        if not 1 <= len(deadlines) <= 10**5:
            return f"deadlines has {len(deadlines)} elements: the problem needs 1 <= deadlines.length == payments.length <= 10^5"
        if len(deadlines) != len(payments):
            return f"deadlines has {len(deadlines)} elements but payments has {len(payments)}: the problem needs deadlines.length == payments.length"
        for i, d in enumerate(deadlines):
            if not 1 <= d <= 10**9:
                return f"deadlines[{i}] = {d}: the problem needs 1 <= deadlines[i] <= 10^9"
        for i, p in enumerate(payments):
            if not 1 <= p <= 10**9:
                return f"payments[{i}] = {p}: the problem needs 1 <= payments[i] <= 10^9"
        return ""
