class Solution:
    def lengthOfLongestSubstring(self, s: str) -> int:
        last = {}  # character -> its last index
        left = best = 0
        for j, c in enumerate(s):
            p = last.get(c, -1)
            if p >= left:
                left = p + 1
            last[c] = j
            if j - left + 1 > best:
                best = j - left + 1
        return best
