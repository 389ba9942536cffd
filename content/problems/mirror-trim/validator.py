class Solution:
    def validate(self, ribbon: str) -> str:
        if not 1 <= len(ribbon) <= 2 * 10**5:
            return f"ribbon has length {len(ribbon)}: the problem needs 1 <= ribbon.length <= 2 * 10^5"
        for i, c in enumerate(ribbon):
            if not "a" <= c <= "z":
                return f"ribbon[{i}] is {c!r}: ribbon consists of lowercase English letters"
        return ""
