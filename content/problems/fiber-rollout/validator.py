class Solution:
    def validate(self, n: int, existing: List[List[int]], offers: List[List[int]]) -> str:
        if not 1 <= n <= 10**5:
            return f"n = {n}: the problem needs 1 <= n <= 10^5"
        if len(existing) > 10**5:
            return f"existing has {len(existing)} elements: the problem needs 0 <= existing.length <= 10^5"
        for i, e in enumerate(existing):
            if len(e) != 2:
                return f"existing[{i}] has {len(e)} entries: the problem needs existing[i] = [a, b]"
            a, b = e
            if not (0 <= a < n and 0 <= b < n):
                return f"existing[{i}] = [{a}, {b}]: the problem needs 0 <= a, b < n"
            if a == b:
                return f"existing[{i}] = [{a}, {b}]: the problem needs a != b"
        if len(offers) > 2 * 10**5:
            return f"offers has {len(offers)} elements: the problem needs 0 <= offers.length <= 2 * 10^5"
        for i, o in enumerate(offers):
            if len(o) != 3:
                return f"offers[{i}] has {len(o)} entries: the problem needs offers[i] = [a, b, cost]"
            a, b, c = o
            if not (0 <= a < n and 0 <= b < n):
                return f"offers[{i}] = [{a}, {b}, {c}]: the problem needs 0 <= a, b < n"
            if a == b:
                return f"offers[{i}] = [{a}, {b}, {c}]: the problem needs a != b"
            if not 1 <= c <= 10**9:
                return f"offers[{i}] has cost {c}: the problem needs 1 <= cost <= 10^9"
        return ""
