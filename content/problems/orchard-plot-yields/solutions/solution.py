class Solution:
    def plotYields(self, grid: List[List[int]], plots: List[List[int]]) -> List[int]:
        rows, cols = len(grid), len(grid[0])
        S = [[0] * (cols + 1) for _ in range(rows + 1)]
        for r in range(rows):
            above, row, out = S[r], grid[r], S[r + 1]
            run = 0
            for c in range(cols):
                run += row[c]
                out[c + 1] = above[c + 1] + run
        return [S[r2 + 1][c2 + 1] - S[r1][c2 + 1] - S[r2 + 1][c1] + S[r1][c1] for r1, c1, r2, c2 in plots]
