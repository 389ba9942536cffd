class Solution:
    def orangesRotting(self, grid: List[List[int]]) -> int:
        # Simulate: every minute, rot all fresh oranges that touch a rotten one.
        m, n = len(grid), len(grid[0])
        grid = [row[:] for row in grid]
        minutes = 0
        while True:
            turning = [(r, c) for r in range(m) for c in range(n) if grid[r][c] == 1 and any(
                0 <= r + dr < m and 0 <= c + dc < n and grid[r + dr][c + dc] == 2
                for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)))]
            if not turning:
                break
            for r, c in turning:
                grid[r][c] = 2
            minutes += 1
        if any(1 in row for row in grid):
            return -1
        return minutes
