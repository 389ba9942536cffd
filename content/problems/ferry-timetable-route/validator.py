class Solution:
    def validate(self, islands: int, ferries: List[List[int]]) -> str:
        if not 2 <= islands <= 2 * 10**4:
            return f"islands = {islands}: the problem needs 2 <= islands <= 2 * 10^4"
        if not 1 <= len(ferries) <= 5 * 10**4:
            return f"ferries has {len(ferries)} lines: the problem needs 1 <= ferries.length <= 5 * 10^4"
        for i, f in enumerate(ferries):
            if len(f) != 4:
                return f"ferries[{i}] has {len(f)} numbers: each ferry is [u, v, period, duration]"
            u, v, p, d = f
            if not (0 <= u < islands and 0 <= v < islands):
                return f"ferries[{i}] joins islands {u} and {v}: the problem needs 0 <= u, v < islands"
            if u == v:
                return f"ferries[{i}] joins island {u} to itself: the problem needs u != v"
            if not 1 <= p <= 10**9:
                return f"ferries[{i}] has period {p}: the problem needs 1 <= period, duration <= 10^9"
            if not 1 <= d <= 10**9:
                return f"ferries[{i}] has duration {d}: the problem needs 1 <= period, duration <= 10^9"
        return ""
