class Solution:
    def closestChannels(self, baseChannels: List[int], fieldChannels: List[int]) -> int:
        i = j = 0
        best = None
        while i < len(baseChannels) and j < len(fieldChannels):
            a, b = baseChannels[i], fieldChannels[j]
            d = abs(a - b)
            if best is None or d < best:
                best = d
            if a > b:  # bug: moves the larger value further away
                i += 1
            else:
                j += 1
        return best
