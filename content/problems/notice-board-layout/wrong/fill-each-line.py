class Solution:
    def minRaggedness(self, words: List[int], width: int) -> int:
        # bug: greedy line filling is not optimal for a squared cost
        total, length = 0, -1
        for w in words:
            if length + 1 + w > width:
                total += (width - length) ** 2
                length = -1
            length += w + 1
        return total
