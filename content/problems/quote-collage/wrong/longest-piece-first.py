class Solution:
    def minPieces(self, text: str, quote: str) -> int:
        m, n = len(quote), len(text)
        s = quote + '#' + text
        z = [0] * len(s)
        l = r = 0
        for k in range(1, len(s)):
            if k < r:
                z[k] = min(r - k, z[k - l])
            while k + z[k] < len(s) and s[z[k]] == s[k + z[k]]:
                z[k] += 1
            if k + z[k] > r:
                l, r = k, k + z[k]
        pieces, i = 0, 0
        while i < n:
            step = z[m + 1 + i]  # bug: always the longest clipping
            if step == 0:
                return -1
            i += step
            pieces += 1
        return pieces
