class Solution:
    def courierJumps(self, grid: List[List[str]]) -> int:
        rows, cols = len(grid), len(grid[0])
        INF = 10**9
        dist = [[INF] * cols for _ in range(rows)]
        tr = tc = -1
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] == 'S':
                    dist[r][c] = 0
                elif grid[r][c] == 'T':
                    tr, tc = r, c
        jumps = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
        changed = True
        while changed:  # a full sweep per round, as many rounds as the longest route
            changed = False
            for r in range(rows):
                for c in range(cols):
                    if dist[r][c] == INF:
                        continue
                    for dr, dc in jumps:
                        nr, nc = r + dr, c + dc
                        if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != '#' and dist[r][c] + 1 < dist[nr][nc]:
                            dist[nr][nc] = dist[r][c] + 1
                            changed = True
        return -1 if dist[tr][tc] == INF else dist[tr][tc]
