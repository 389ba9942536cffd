class Solution:
    def minPieces(self, text: str, quote: str) -> int:
        m, n = len(quote), len(text)
        s = quote + '#' + text
        total = len(s)
        z = [0] * total
        l = r = 0
        for k in range(1, total):
            if k < r:
                z[k] = min(r - k, z[k - l])
            while k + z[k] < total and s[z[k]] == s[k + z[k]]:
                z[k] += 1
            if k + z[k] > r:
                l, r = k, k + z[k]
        pieces = 0
        end = 0  # every position < end + 1 is reachable with `pieces` clippings
        far = 0
        i = 0
        while end < n:
            while i <= end:
                reach = i + z[m + 1 + i]
                if reach > far:
                    far = reach
                i += 1
            if far <= end:
                return -1
            pieces += 1
            end = far
        return pieces
