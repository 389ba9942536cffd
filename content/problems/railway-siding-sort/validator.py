class Solution:
    def validate(self, arrivals: List[int]) -> str:
        n = len(arrivals)
        if not 1 <= n <= 2 * 10**5:
            return f"arrivals has {n} cars: the problem needs 1 <= arrivals.length <= 2 * 10^5"
        seen = [False] * (n + 1)
        for i, a in enumerate(arrivals):
            if not 1 <= a <= n:
                return f"arrivals[{i}] = {a} is outside 1..{n}: arrivals is a permutation of 1, 2, ..., n"
            if seen[a]:
                return f"car {a} appears twice: arrivals is a permutation of 1, 2, ..., n"
            seen[a] = True
        return ""
