class Solution:
    def maxDistinctPieces(self, strip: str) -> int:
        n = len(strip)
        used = set()
        best = 0

        def go(pos, count):
            nonlocal best
            if pos == n:
                best = max(best, count)
                return
            if count + (n - pos) <= best:  # even one letter per piece cannot beat best
                return
            for end in range(pos + 1, n + 1):
                piece = strip[pos:end]
                if piece not in used:
                    used.add(piece)
                    go(end, count + 1)
                    used.remove(piece)

        go(0, 0)
        return best
