class Solution:
    def validate(self, banner: str) -> str:
        if not 1 <= len(banner) <= 10**5:
            return f"banner has length {len(banner)}: the problem needs 1 <= banner.length <= 10^5"
        for i, c in enumerate(banner):
            if not "a" <= c <= "z":
                return f"banner[{i}] = {c!r}: banner must consist of lowercase English letters"
        return ""
