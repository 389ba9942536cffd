class Solution:
    def validate(self, capacity: List[int], leakRate: List[int], target: int) -> str:
        if not 1 <= len(capacity) <= 10**5:
            return f"capacity has {len(capacity)} elements: the problem needs 1 <= capacity.length == leakRate.length <= 10^5"
        if len(capacity) != len(leakRate):
            return f"capacity has {len(capacity)} elements but leakRate has {len(leakRate)}: the problem needs capacity.length == leakRate.length"
        for i, c in enumerate(capacity):
            if not 1 <= c <= 10**9:
                return f"capacity[{i}] = {c}: the problem needs 1 <= capacity[i] <= 10^9"
        for i, r in enumerate(leakRate):
            if not 1 <= r <= 10**9:
                return f"leakRate[{i}] = {r}: the problem needs 1 <= leakRate[i] <= 10^9"
        total = sum(capacity)
        if not 1 <= target <= total:
            return f"target = {target}: the problem needs 1 <= target <= capacity[0] + ... + capacity[n - 1] = {total}"
        return ""
