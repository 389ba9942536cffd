class Solution:
    def maxDistinctPieces(self, strip: str) -> int:
        # bug: always taking the shortest new piece is not optimal
        used = []
        pos = 0
        n = len(strip)
        while pos < n:
            end = pos + 1
            while end <= n and strip[pos:end] in used:
                end += 1
            if end > n:  # the leftover repeats a piece: glue it to the last one
                used[-1] += strip[pos:]
                break
            used.append(strip[pos:end])
            pos = end
        return len(used)
