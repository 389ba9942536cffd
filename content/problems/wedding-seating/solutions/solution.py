class Solution:
    def countSeatings(self, n: int, feuds: List[List[int]]) -> int:
        conflict = [0] * n
        for a, b in feuds:
            conflict[a] |= 1 << b
            conflict[b] |= 1 << a
        full = (1 << n) - 1
        # ways[mask][last]: ways to seat everyone else, given mask seated and last at the end
        ways = [[0] * n for _ in range(1 << n)]
        for last in range(n):
            ways[full][last] = 1
        for mask in range(full - 1, 0, -1):
            row = ways[mask]
            for last in range(n):
                if not mask >> last & 1:
                    continue
                free = ~mask & ~conflict[last] & full
                total = 0
                while free:
                    low = free & -free
                    g = low.bit_length() - 1
                    total += ways[mask | low][g]
                    free ^= low
                row[last] = total
        return sum(ways[1 << g][g] for g in range(n))
