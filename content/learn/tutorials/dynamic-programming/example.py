class Solution:
    def gridPaths(self, rows: int, cols: int) -> int:
        ways = [1] * cols  # the first row: one way to reach each cell
        for _ in range(1, rows):
            for c in range(1, cols):
                ways[c] += ways[c - 1]  # from above plus from the left
        return ways[cols - 1]
