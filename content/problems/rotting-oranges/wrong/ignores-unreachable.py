class Solution:
    def orangesRotting(self, grid: List[List[int]]) -> int:
        m, n = len(grid), len(grid[0])
        grid = [row[:] for row in grid]
        queue = collections.deque((r, c) for r in range(m) for c in range(n) if grid[r][c] == 2)
        minutes = 0
        while queue:
            rotted = False
            for _ in range(len(queue)):
                r, c = queue.popleft()
                for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if 0 <= nr < m and 0 <= nc < n and grid[nr][nc] == 1:
                        grid[nr][nc] = 2
                        rotted = True
                        queue.append((nr, nc))
            if rotted:
                minutes += 1
        return minutes  # bug: fresh oranges that were never reached are not checked
