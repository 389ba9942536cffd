class Solution:
    def maxDistinctPieces(self, strip: str) -> int:
        # Every way to cut: bit i of mask set means a cut after letter i.
        n = len(strip)
        best = 0
        for mask in range(1 << (n - 1)):
            pieces = []
            start = 0
            for i in range(n - 1):
                if mask >> i & 1:
                    pieces.append(strip[start:i + 1])
                    start = i + 1
            pieces.append(strip[start:])
            if len(set(pieces)) == len(pieces):
                best = max(best, len(pieces))
        return best
