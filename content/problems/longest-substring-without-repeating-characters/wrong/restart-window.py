class Solution:
    def lengthOfLongestSubstring(self, s: str) -> int:
        window = set()
        best = 0
        for c in s:
            if c in window:
                window = set()  # bug: drops the part of the window after the earlier c
            window.add(c)
            best = max(best, len(window))
        return best
