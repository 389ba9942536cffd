class Solution:
    def shortestSampleStrip(self, colors: List[int], k: int) -> int:
        count = collections.defaultdict(int)
        distinct = 0
        best = -1
        left = 0
        for right, c in enumerate(colors):
            if count[c] == 0:
                distinct += 1
            count[c] += 1
            while distinct >= k:
                length = right - left + 1
                if best == -1 or length < best:
                    best = length
                d = colors[left]
                count[d] -= 1
                if count[d] == 0:
                    distinct -= 1
                left += 1
        return best
