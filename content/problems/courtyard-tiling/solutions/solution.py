class Solution:
    def countTilings(self, n: int) -> int:
        MOD = 10**9 + 7
        ways = [[0] * 8 for _ in range(8)]

        def fill(mask_in, row, out, start):
            """Cover the free cells of one column from `row` down; `out` = cells sticking right."""
            if row == 3:
                ways[start][out] += 1
                return
            if mask_in >> row & 1:
                fill(mask_in, row + 1, out, start)
                return
            fill(mask_in | 1 << row, row + 1, out | 1 << row, start)  # horizontal tile
            if row + 1 < 3 and not mask_in >> (row + 1) & 1:  # vertical tile
                fill(mask_in | 3 << row, row + 2, out, start)

        for mask in range(8):
            fill(mask, 0, 0, mask)
        transitions = [(i, o, ways[i][o]) for i in range(8) for o in range(8) if ways[i][o]]
        count = [1, 0, 0, 0, 0, 0, 0, 0]
        for _ in range(n):
            nxt = [0] * 8
            for i, o, w in transitions:
                nxt[o] += count[i] * w
            count = [x % MOD for x in nxt]
        return count[0]
