class Solution:
    def validate(self, s: str) -> str:
        if not 1 <= len(s) <= 2 * 10**5:
            return f"s has length {len(s)}: the problem needs 1 <= s.length <= 2 * 10^5"
        for i, c in enumerate(s):
            if not "a" <= c <= "z":
                return f"s[{i}] is {c!r}: s consists of lowercase English letters"
        return ""
