class Solution:
    def fewestMoves(self, maze: List[List[str]]) -> int:
        # Bellman-Ford style: relax every move until no distance improves.
        rows, cols = len(maze), len(maze[0])
        cells = [(r, c) for r in range(rows) for c in range(cols) if maze[r][c] != '#']
        INF = float('inf')
        dist = {cell: INF for cell in cells}
        for cell in cells:
            if maze[cell[0]][cell[1]] == 'S':
                dist[cell] = 0
        def moves(r, c):
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                if (r + dr, c + dc) in dist:
                    yield (r + dr, c + dc)
            if maze[r][c].islower():
                for other in cells:
                    if other != (r, c) and maze[other[0]][other[1]] == maze[r][c]:
                        yield other
        changed = True
        while changed:
            changed = False
            for cell in cells:
                for nxt in moves(*cell):
                    if dist[cell] + 1 < dist[nxt]:
                        dist[nxt] = dist[cell] + 1
                        changed = True
        for cell in cells:
            if maze[cell[0]][cell[1]] == 'T':
                return -1 if dist[cell] == INF else dist[cell]
        return -1
