class Solution:
    def shorthand(self, s: str) -> str:
        parts = []
        n = len(s)
        start = 0
        for i in range(n):
            if i == n - 1 or s[i + 1] != s[i]:
                k = i - start + 1
                parts.append(s[i] if k == 1 else s[i] + str(k))
                start = i + 1
        return ''.join(parts)
