class Solution:
    def validate(self, grid: List[List[int]]) -> str:
        m = len(grid)
        if not 1 <= m <= 10:
            return f"grid has {m} rows: the problem needs 1 <= m <= 10"
        n = len(grid[0])
        if not 1 <= n <= 10:
            return f"grid[0] has {n} cells: the problem needs 1 <= n <= 10"
        for i, row in enumerate(grid):
            if len(row) != n:
                return f"grid[{i}] has {len(row)} cells but grid[0] has {n}: the grid must be m x n (n == grid[i].length for every row)"
            for j, x in enumerate(row):
                if x not in (0, 1, 2):
                    return f"grid[{i}][{j}] = {x}: grid[i][j] must be 0, 1 or 2"
        return ""
