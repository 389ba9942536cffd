class Solution:
    def fewestMoves(self, maze: List[List[str]]) -> int:
        rows, cols = len(maze), len(maze[0])
        flat = [ch for row in maze for ch in row]
        ends = collections.defaultdict(list)
        for i, ch in enumerate(flat):
            if ch.islower():
                ends[ch].append(i)
        twin = {}
        for a, b in ends.values():
            twin[a], twin[b] = b, a
        INF = 10**9
        dist = [INF] * len(flat)
        dist[flat.index('S')] = 0
        changed = True
        while changed:  # full sweeps until stable
            changed = False
            for u in range(len(flat)):
                if dist[u] == INF:
                    continue
                r, c = divmod(u, cols)
                nxt = [u - cols if r > 0 else -1, u + cols if r + 1 < rows else -1,
                       u - 1 if c > 0 else -1, u + 1 if c + 1 < cols else -1, twin.get(u, -1)]
                for v in nxt:
                    if v >= 0 and flat[v] != '#' and dist[u] + 1 < dist[v]:
                        dist[v] = dist[u] + 1
                        changed = True
        d = dist[flat.index('T')]
        return -1 if d == INF else d
