class Solution:
    def validate(self, n: int, roads: List[List[int]]) -> str:
        if not 2 <= n <= 5 * 10**4:
            return f"n = {n}: the problem needs 2 <= n <= 5 * 10^4"
        if not 0 <= len(roads) <= 10**5:
            return f"roads has {len(roads)} roads: the problem needs 0 <= roads.length <= 10^5"
        for i, r in enumerate(roads):
            if len(r) != 3:
                return f"roads[{i}] has {len(r)} values: each road must be [a, b, toll]"
            a, b, w = r
            if not (0 <= a < n and 0 <= b < n):
                return f"roads[{i}] = [{a}, {b}, {w}]: the problem needs 0 <= a, b < n"
            if a == b:
                return f"roads[{i}] = [{a}, {b}, {w}] joins a town to itself: the problem needs a != b"
            if not 1 <= w <= 10**9:
                return f"roads[{i}] has toll {w}: the problem needs 1 <= toll <= 10^9"
        return ""
