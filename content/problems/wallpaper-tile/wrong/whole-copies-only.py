class Solution:
    def shortestTile(self, strip: str) -> int:
        n = len(strip)
        for p in range(1, n + 1):
            if n % p == 0 and strip[:p] * (n // p) == strip:  # bug: the roll may be cut mid-tile
                return p
        return n
