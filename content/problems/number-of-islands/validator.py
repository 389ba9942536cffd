class Solution:
    def validate(self, grid: List[List[str]]) -> str:
        m = len(grid)
        if not 1 <= m <= 300:
            return f"grid has {m} rows: the problem needs 1 <= m <= 300"
        n = len(grid[0])
        if not 1 <= n <= 300:
            return f"grid has {n} columns: the problem needs 1 <= n <= 300"
        for i, row in enumerate(grid):
            if len(row) != n:
                return f"grid[{i}] has {len(row)} cells but grid[0] has {n}: the problem needs every row to have the same length n == grid[i].length"
            for j, c in enumerate(row):
                if c != '0' and c != '1':
                    return f"grid[{i}][{j}] is {c!r}: the problem needs grid[i][j] to be '0' or '1'"
        return ""
