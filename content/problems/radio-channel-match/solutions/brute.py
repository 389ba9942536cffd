class Solution:
    def closestChannels(self, baseChannels: List[int], fieldChannels: List[int]) -> int:
        return min(abs(a - b) for a in baseChannels for b in fieldChannels)
