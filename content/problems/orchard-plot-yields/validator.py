class Solution:
    def validate(self, grid: List[List[int]], plots: List[List[int]]) -> str:
        rows = len(grid)
        if rows < 1:
            return "grid has 0 rows: the problem needs 1 <= rows"
        cols = len(grid[0])
        if cols < 1:
            return "grid has 0 columns: the problem needs 1 <= cols"
        if rows * cols > 2 * 10**5:
            return f"grid has {rows} x {cols} = {rows * cols} cells: the problem needs rows * cols <= 2 * 10^5"
        for r, row in enumerate(grid):
            if len(row) != cols:
                return f"grid[{r}] has {len(row)} values but grid[0] has {cols}: the problem needs rows of cols values each"
            for c, v in enumerate(row):
                if not 0 <= v <= 10**9:
                    return f"grid[{r}][{c}] = {v}: the problem needs 0 <= grid[r][c] <= 10^9"
        if not 1 <= len(plots) <= 10**5:
            return f"plots has {len(plots)} elements: the problem needs 1 <= plots.length <= 10^5"
        for i, p in enumerate(plots):
            if len(p) != 4:
                return f"plots[{i}] has {len(p)} entries: the problem needs plots[i] = [r1, c1, r2, c2]"
            r1, c1, r2, c2 = p
            if not 0 <= r1 <= r2 < rows:
                return f"plots[{i}] = {p}: the problem needs 0 <= r1 <= r2 < rows"
            if not 0 <= c1 <= c2 < cols:
                return f"plots[{i}] = {p}: the problem needs 0 <= c1 <= c2 < cols"
        return ""
