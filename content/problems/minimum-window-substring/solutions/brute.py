class Solution:
    def minWindow(self, s: str, t: str) -> str:
        # Try every window, shortest first (leftmost first among equals).
        need = collections.Counter(t)
        for length in range(len(t), len(s) + 1):
            for start in range(len(s) - length + 1):
                window = collections.Counter(s[start:start + length])
                if all(window[c] >= k for c, k in need.items()):
                    return s[start:start + length]
        return ''
