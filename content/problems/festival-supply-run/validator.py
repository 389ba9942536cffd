class Solution:
    def validate(self, n: int, roads: List[List[int]], sites: List[int]) -> str:
        if not 1 <= n <= 10**4:
            return f"n = {n}: the problem needs 1 <= n <= 10^4"
        if not 0 <= len(roads) <= 3 * 10**4:
            return f"roads has {len(roads)} roads: the problem needs 0 <= roads.length <= 3 * 10^4"
        for i, r in enumerate(roads):
            if len(r) != 3:
                return f"roads[{i}] has {len(r)} values: each road must be [a, b, length]"
            a, b, w = r
            if not (0 <= a < n and 0 <= b < n):
                return f"roads[{i}] = [{a}, {b}, {w}]: the problem needs 0 <= a, b < n"
            if a == b:
                return f"roads[{i}] = [{a}, {b}, {w}] joins a town to itself: the problem needs a != b"
            if not 1 <= w <= 10**9:
                return f"roads[{i}] has length {w}: the problem needs 1 <= length <= 10^9"
        if not 1 <= len(sites) <= 12:
            return f"sites has {len(sites)} elements: the problem needs 1 <= sites.length <= 12"
        for i, s in enumerate(sites):
            if not 0 <= s < n:
                return f"sites[{i}] = {s}: the problem needs 0 <= sites[i] < n"
        if len(set(sites)) != len(sites):
            return "sites repeats a town: the values in sites must be distinct"
        return ""
