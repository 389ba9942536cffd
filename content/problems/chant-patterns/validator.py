class Solution:
    def validate(self, syllables: str, n: int) -> str:
        if not 1 <= len(syllables) <= 4:
            return f"syllables has length {len(syllables)}: the problem needs 1 <= syllables.length <= 4"
        for i, c in enumerate(syllables):
            if not "a" <= c <= "z":
                return f"syllables[{i}] = {c!r}: syllables must consist of lowercase English letters"
        if len(set(syllables)) != len(syllables):
            return "syllables repeats a letter: the problem needs distinct letters"
        if not 1 <= n <= 8:
            return f"n = {n}: the problem needs 1 <= n <= 8"
        return ""
