class Solution:
    def shortestTile(self, strip: str) -> int:
        n = len(strip)
        for p in range(1, n + 1):
            tile = strip[:p]
            if (tile * (n // p + 1))[:n] == strip:
                return p
        return n
