class Solution:
    def plotYields(self, grid: List[List[int]], plots: List[List[int]]) -> List[int]:
        return [sum(grid[r][c] for r in range(r1, r2 + 1) for c in range(c1, c2 + 1)) for r1, c1, r2, c2 in plots]
