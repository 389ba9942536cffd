class Solution:
    def rolloutCost(self, n: int, existing: List[List[int]], offers: List[List[int]]) -> int:
        parent = list(range(n))
        size = [1] * n

        def find(x):
            root = x
            while parent[root] != root:
                root = parent[root]
            while parent[x] != root:
                parent[x], x = root, parent[x]
            return root

        groups = n

        def union(a, b):
            nonlocal groups
            a, b = find(a), find(b)
            if a == b:
                return False
            if size[a] < size[b]:
                a, b = b, a
            parent[b] = a
            size[a] += size[b]
            groups -= 1
            return True

        for a, b in existing:
            union(a, b)
        total = 0
        for a, b, cost in sorted(offers, key=lambda o: o[2]):
            if groups == 1:
                break
            if union(a, b):
                total += cost
        return total if groups == 1 else -1
