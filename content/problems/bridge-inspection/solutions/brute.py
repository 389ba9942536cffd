class Solution:
    def criticalRoads(self, n: int, roads: List[List[int]]) -> List[int]:
        def reachable(src, dst, closed):
            adj = [[] for _ in range(n)]
            for i, (a, b) in enumerate(roads):
                if i != closed:
                    adj[a].append(b)
                    adj[b].append(a)
            seen = {src}
            stack = [src]
            while stack:
                u = stack.pop()
                for w in adj[u]:
                    if w not in seen:
                        seen.add(w)
                        stack.append(w)
            return dst in seen

        return [i for i, (a, b) in enumerate(roads) if not reachable(a, b, i)]
