class Solution:
    def validate(self, n: int, rivalries: List[List[int]]) -> str:
        if not 1 <= n <= 10**5:
            return f"n = {n}: the problem needs 1 <= n <= 10^5"
        if len(rivalries) > 2 * 10**5:
            return f"rivalries has {len(rivalries)} elements: the problem needs 0 <= rivalries.length <= 2 * 10^5"
        for i, r in enumerate(rivalries):
            if len(r) != 2:
                return f"rivalries[{i}] has {len(r)} entries: the problem needs rivalries[i] = [a, b]"
            a, b = r
            if not (0 <= a < n and 0 <= b < n):
                return f"rivalries[{i}] = [{a}, {b}]: the problem needs 0 <= a, b < n"
            if a == b:
                return f"rivalries[{i}] = [{a}, {b}]: the problem needs a != b (no one is their own rival)"
        return ""
