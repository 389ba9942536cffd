class Solution:
    def validate(self, n: int, routes: List[List[int]], start: int, k: int) -> str:
        if not 1 <= n <= 10**5:
            return f"n = {n}: the problem needs 1 <= n <= 10^5"
        if len(routes) > 2 * 10**5:
            return f"routes has {len(routes)} elements: the problem needs 0 <= routes.length <= 2 * 10^5"
        for i, r in enumerate(routes):
            if len(r) != 2:
                return f"routes[{i}] has {len(r)} entries: the problem needs routes[i] = [a, b]"
            a, b = r
            if not (0 <= a < n and 0 <= b < n):
                return f"routes[{i}] = [{a}, {b}]: the problem needs 0 <= a, b < n"
            if a == b:
                return f"routes[{i}] = [{a}, {b}]: the problem needs a != b (no ferry from an island to itself)"
        if not 0 <= start < n:
            return f"start = {start}: the problem needs 0 <= start < n"
        if not 0 <= k <= n:
            return f"k = {k}: the problem needs 0 <= k <= n"
        return ""
