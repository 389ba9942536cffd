class Solution:
    def countDuets(self, pitches: List[int], maxGap: int) -> int:
        s = sorted(pitches)
        count = 0
        left = 0
        for right, p in enumerate(s):
            while p - s[left] > maxGap:
                left += 1
            count += right - left
        return count
