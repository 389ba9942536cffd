class Solution:
    def shortestSampleStrip(self, colors: List[int], k: int) -> int:
        n = len(colors)
        for length in range(1, n + 1):
            for i in range(n - length + 1):
                if len(set(colors[i:i + length])) >= k:
                    return length
        return -1
