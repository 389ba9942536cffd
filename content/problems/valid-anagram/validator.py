class Solution:
    def validate(self, s: str, t: str) -> str:
        if not 1 <= len(s) <= 5 * 10**4:
            return f"s has length {len(s)}: the problem needs 1 <= s.length, t.length <= 5 * 10^4"
        if not 1 <= len(t) <= 5 * 10**4:
            return f"t has length {len(t)}: the problem needs 1 <= s.length, t.length <= 5 * 10^4"
        for name, w in (("s", s), ("t", t)):
            for i, c in enumerate(w):
                if not "a" <= c <= "z":
                    return f"{name}[{i}] is {c!r}: s and t consist of lowercase English letters"
        return ""
