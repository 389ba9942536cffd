class Solution:
    def validate(self, n: int, roads: List[List[int]], passes: int) -> str:
        if not 2 <= n <= 5000:
            return f"n = {n}: the problem needs 2 <= n <= 5000"
        if not 1 <= len(roads) <= 2 * 10**4:
            return f"roads has {len(roads)} elements: the problem needs 1 <= roads.length <= 2 * 10^4"
        for i, r in enumerate(roads):
            if len(r) != 3:
                return f"roads[{i}] has {len(r)} values: each road must be [u, v, toll]"
            u, v, toll = r
            if not (0 <= u < n and 0 <= v < n):
                return f"roads[{i}] = {r}: the problem needs 0 <= u, v < n"
            if u == v:
                return f"roads[{i}] = {r} joins a junction to itself: the problem needs u != v"
            if not 0 <= toll <= 10**9:
                return f"roads[{i}] has toll = {toll}: the problem needs 0 <= toll <= 10^9"
        if not 0 <= passes <= 10:
            return f"passes = {passes}: the problem needs 0 <= passes <= 10"
        return ""
