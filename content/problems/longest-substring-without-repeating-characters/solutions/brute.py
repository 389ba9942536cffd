class Solution:
    def lengthOfLongestSubstring(self, s: str) -> int:
        best = 0
        for i in range(len(s)):
            for j in range(i, len(s)):
                piece = s[i:j + 1]
                if len(set(piece)) == len(piece):
                    best = max(best, len(piece))
        return best
