class Solution:
    def countTilings(self, n: int) -> int:
        filled = [[False] * n for _ in range(3)]

        def place():
            for c in range(n):  # first empty cell, column by column
                for r in range(3):
                    if not filled[r][c]:
                        ways = 0
                        if r + 1 < 3 and not filled[r + 1][c]:  # vertical domino
                            filled[r][c] = filled[r + 1][c] = True
                            ways += place()
                            filled[r][c] = filled[r + 1][c] = False
                        if c + 1 < n and not filled[r][c + 1]:  # horizontal domino
                            filled[r][c] = filled[r][c + 1] = True
                            ways += place()
                            filled[r][c] = filled[r][c + 1] = False
                        return ways
            return 1

        return place() % (10**9 + 7)
