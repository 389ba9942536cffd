class Solution:
    def validate(self, n: int, conflicts: List[List[int]]) -> str:
        if not 1 <= n <= 12:
            return f"n = {n}: the problem needs 1 <= n <= 12"
        if not 0 <= len(conflicts) <= 100:
            return f"conflicts has {len(conflicts)} pairs: the problem needs 0 <= conflicts.length <= 100"
        for i, c in enumerate(conflicts):
            if len(c) != 2:
                return f"conflicts[{i}] has {len(c)} numbers: each conflict is a pair [a, b]"
            a, b = c
            if not (0 <= a < n and 0 <= b < n):
                return f"conflicts[{i}] = [{a}, {b}]: the problem needs 0 <= a, b < n"
            if a == b:
                return f"conflicts[{i}] = [{a}, {b}] pairs an exam with itself: the problem needs a != b"
        return ""
