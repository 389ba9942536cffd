class Solution:
    def numIslands(self, grid: List[List[str]]) -> int:
        # Components by repeated merging of labels: simple and independent of any flood fill.
        m, n = len(grid), len(grid[0])
        label = {(r, c): r * n + c for r in range(m) for c in range(n) if grid[r][c] == '1'}
        changed = True
        while changed:
            changed = False
            for (r, c), v in list(label.items()):
                for nb in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if nb in label and label[nb] < label[(r, c)]:
                        label[(r, c)] = label[nb]
                        changed = True
        return len(set(label.values()))
