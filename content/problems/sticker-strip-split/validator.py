class Solution:
    def validate(self, strip: str) -> str:
        if not 1 <= len(strip) <= 20:
            return f"strip has {len(strip)} letters: the problem needs 1 <= strip.length <= 20"
        for i, c in enumerate(strip):
            if not 'a' <= c <= 'z':
                return f"strip[{i}] is {c!r}: the problem needs strip to consist of lowercase English letters"
        return ""
