class Solution:
    def validate(self, strip: str) -> str:
        if not 1 <= len(strip) <= 2 * 10**5:
            return f"strip has length {len(strip)}: the problem needs 1 <= strip.length <= 2 * 10^5"
        for i, c in enumerate(strip):
            if not "a" <= c <= "z":
                return f"strip[{i}] = {c!r}: strip must consist of lowercase English letters"
        return ""
