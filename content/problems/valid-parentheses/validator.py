class Solution:
    def validate(self, s: str) -> str:
        if not 1 <= len(s) <= 10**5:
            return f"s has length {len(s)}: the problem needs 1 <= s.length <= 10^5"
        allowed = set("()[]{}")
        for i, c in enumerate(s):
            if c not in allowed:
                return f"s[{i}] = {c!r}: s must contain only the characters '(', ')', '[', ']', '{{' and '}}'"
        return ""
