class Solution:
    def courierJumps(self, grid: List[List[str]]) -> int:
        rows, cols = len(grid), len(grid[0])
        start = target = -1
        free = bytearray(rows * cols)
        for r, row in enumerate(grid):
            for c, cell in enumerate(row):
                if cell != '#':
                    free[r * cols + c] = 1
                if cell == 'S':
                    start = r * cols + c
                elif cell == 'T':
                    target = r * cols + c
        jumps = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
        dist = [-1] * (rows * cols)
        dist[start] = 0
        queue = collections.deque([start])
        while queue:
            u = queue.popleft()
            if u == target:
                return dist[u]
            r, c = divmod(u, cols)
            d = dist[u] + 1
            for dr, dc in jumps:
                nr, nc = r + dr, c + dc
                if 0 <= nr < rows and 0 <= nc < cols:
                    v = nr * cols + nc
                    if free[v] and dist[v] < 0:
                        dist[v] = d
                        queue.append(v)
        return -1
