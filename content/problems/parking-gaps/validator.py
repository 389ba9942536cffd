class Solution:
    def validate(self, n: int, occupied: List[int]) -> str:
        if not 1 <= n <= 10**9:
            return f"n = {n}: the problem needs 1 <= n <= 10^9"
        if not len(occupied) <= min(n, 10**5):
            return f"occupied has {len(occupied)} elements: the problem needs 0 <= occupied.length <= min(n, 10^5)"
        for i, c in enumerate(occupied):
            if not 1 <= c <= n:
                return f"occupied[{i}] = {c}: the problem needs 1 <= occupied[i] <= n = {n}"
        if len(set(occupied)) != len(occupied):
            return "occupied lists a space twice: all values in occupied must be distinct"
        return ""
