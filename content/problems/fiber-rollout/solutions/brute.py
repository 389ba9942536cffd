import itertools


class Solution:
    def rolloutCost(self, n: int, existing: List[List[int]], offers: List[List[int]]) -> int:
        def connected(cables):
            adj = [[] for _ in range(n)]
            for a, b in cables:
                adj[a].append(b)
                adj[b].append(a)
            seen = {0}
            stack = [0]
            while stack:
                u = stack.pop()
                for w in adj[u]:
                    if w not in seen:
                        seen.add(w)
                        stack.append(w)
            return len(seen) == n

        best = None
        for r in range(len(offers) + 1):  # every subset of offers
            for chosen in itertools.combinations(offers, r):
                cost = sum(o[2] for o in chosen)
                if (best is None or cost < best) and connected(list(existing) + [o[:2] for o in chosen]):
                    best = cost
        return -1 if best is None else best
