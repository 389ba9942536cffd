class Solution:
    def validate(self, n: int, feuds: List[List[int]]) -> str:
        if not 1 <= n <= 12:
            return f"n = {n}: the problem needs 1 <= n <= 12"
        if not 0 <= len(feuds) <= 66:
            return f"feuds has {len(feuds)} pairs: the problem needs 0 <= feuds.length <= 66"
        for i, f in enumerate(feuds):
            if len(f) != 2:
                return f"feuds[{i}] has {len(f)} numbers: each feud is a pair [a, b]"
            a, b = f
            if not (0 <= a < n and 0 <= b < n):
                return f"feuds[{i}] = [{a}, {b}]: the problem needs 0 <= a, b < n"
            if a == b:
                return f"feuds[{i}] = [{a}, {b}] pairs a guest with themself: the problem needs a != b"
        return ""
