class Solution:
    def validate(self, grid: List[List[str]]) -> str:
        if not 1 <= len(grid) <= 300:
            return f"grid has {len(grid)} rows: the problem needs 1 <= grid.length <= 300"
        cols = len(grid[0])
        if not 1 <= cols <= 300:
            return f"grid[0] has {cols} cells: the problem needs 1 <= grid[i].length <= 300"
        s = t = 0
        for r, row in enumerate(grid):
            if len(row) != cols:
                return f"grid[{r}] has {len(row)} cells but grid[0] has {cols}: all rows must have the same length"
            for c, ch in enumerate(row):
                if ch == "S":
                    s += 1
                elif ch == "T":
                    t += 1
                elif ch != "." and ch != "#":
                    return f"grid[{r}][{c}] is {ch!r}: grid[i][j] must be '.', '#', 'S' or 'T'"
        if s != 1:
            return f"the grid has {s} 'S' cells: there must be exactly one 'S' and exactly one 'T'"
        if t != 1:
            return f"the grid has {t} 'T' cells: there must be exactly one 'S' and exactly one 'T'"
        return ""
