class Solution:
    def validate(self, text: str, quote: str) -> str:
        if not 1 <= len(text) <= 10**5:
            return f"text has length {len(text)}: the problem needs 1 <= text.length <= 10^5"
        if not 1 <= len(quote) <= 10**5:
            return f"quote has length {len(quote)}: the problem needs 1 <= quote.length <= 10^5"
        for name, s in (("text", text), ("quote", quote)):
            for i, c in enumerate(s):
                if not "a" <= c <= "z":
                    return f"{name}[{i}] = {c!r}: {name} must consist of lowercase English letters"
        return ""
