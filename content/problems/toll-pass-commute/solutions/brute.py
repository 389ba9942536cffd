class Solution:
    def cheapestCommute(self, n: int, roads: List[List[int]], passes: int) -> int:
        # Every simple route from 0 to n - 1; on a fixed route the passes cancel its priciest roads.
        adj = [[] for _ in range(n)]
        for u, v, t in roads:
            adj[u].append((v, t))
            adj[v].append((u, t))
        best = None

        def walk(u, seen, tolls):
            nonlocal best
            if u == n - 1:
                cost = sum(sorted(tolls)[:max(0, len(tolls) - passes)])
                if best is None or cost < best:
                    best = cost
                return
            for v, t in adj[u]:
                if v not in seen:
                    seen.add(v)
                    tolls.append(t)
                    walk(v, seen, tolls)
                    tolls.pop()
                    seen.remove(v)

        walk(0, {0}, [])
        return -1 if best is None else best
