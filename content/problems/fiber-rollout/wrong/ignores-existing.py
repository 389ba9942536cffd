class Solution:
    def rolloutCost(self, n: int, existing: List[List[int]], offers: List[List[int]]) -> int:
        parent = list(range(n))

        def find(x):
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        total, groups = 0, n  # bug: the existing cables are never used
        for a, b, cost in sorted(offers, key=lambda o: o[2]):
            ra, rb = find(a), find(b)
            if ra != rb:
                parent[ra] = rb
                total += cost
                groups -= 1
        return total if groups == 1 else -1
