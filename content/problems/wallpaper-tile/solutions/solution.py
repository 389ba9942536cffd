class Solution:
    def shortestTile(self, strip: str) -> int:
        n = len(strip)
        pi = [0] * n
        j = 0
        for i in range(1, n):
            while j and strip[i] != strip[j]:
                j = pi[j - 1]
            if strip[i] == strip[j]:
                j += 1
            pi[i] = j
        return n - pi[-1]
