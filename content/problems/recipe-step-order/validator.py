class Solution:
    def validate(self, n: int, rules: List[List[int]]) -> str:
        if not 1 <= n <= 10**5:
            return f"n = {n}: the problem needs 1 <= n <= 10^5"
        if len(rules) > 2 * 10**5:
            return f"rules has {len(rules)} elements: the problem needs 0 <= rules.length <= 2 * 10^5"
        for i, r in enumerate(rules):
            if len(r) != 2:
                return f"rules[{i}] has {len(r)} entries: the problem needs rules[i] = [a, b]"
            a, b = r
            if not (0 <= a < n and 0 <= b < n):
                return f"rules[{i}] = [{a}, {b}]: the problem needs 0 <= a, b < n"
            if a == b:
                return f"rules[{i}] = [{a}, {b}]: the problem needs a != b"
        return ""
