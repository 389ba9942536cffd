class Solution:
    def courierJumps(self, grid: List[List[str]]) -> int:
        # Bellman-Ford style relaxation over all knight jumps until nothing changes.
        rows, cols = len(grid), len(grid[0])
        cells = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c] != '#']
        INF = float('inf')
        dist = {cell: INF for cell in cells}
        for cell in cells:
            if grid[cell[0]][cell[1]] == 'S':
                dist[cell] = 0
        changed = True
        while changed:
            changed = False
            for (r, c) in cells:
                for dr, dc in [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]:
                    v = (r + dr, c + dc)
                    if v in dist and dist[(r, c)] + 1 < dist[v]:
                        dist[v] = dist[(r, c)] + 1
                        changed = True
        for cell in cells:
            if grid[cell[0]][cell[1]] == 'T':
                return -1 if dist[cell] == INF else dist[cell]
        return -1
