class Solution:
    def validate(self, s: str) -> str:
        if len(s) > 5 * 10**4:
            return f"s has {len(s)} characters: the problem needs 0 <= s.length <= 5 * 10^4"
        for i, c in enumerate(s):
            if not 32 <= ord(c) <= 126:
                return f"s[{i}] is {c!r}: the problem needs s to consist of printable ASCII characters (letters, digits, symbols and spaces)"
        return ""
