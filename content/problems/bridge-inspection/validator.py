class Solution:
    def validate(self, n: int, roads: List[List[int]]) -> str:
        if not 1 <= n <= 10**5:
            return f"n = {n}: the problem needs 1 <= n <= 10^5"
        if not 0 <= len(roads) <= 2 * 10**5:
            return f"roads has {len(roads)} roads: the problem needs 0 <= roads.length <= 2 * 10^5"
        for i, r in enumerate(roads):
            if len(r) != 2:
                return f"roads[{i}] has {len(r)} values: each road must be a pair [a, b]"
            a, b = r
            if not (0 <= a < n and 0 <= b < n):
                return f"roads[{i}] = [{a}, {b}]: the problem needs 0 <= a, b < n"
            if a == b:
                return f"roads[{i}] = [{a}, {b}] joins a town to itself: the problem needs a != b"
        return ""
