class Solution:
    def validate(self, digits: str, target: int) -> str:
        if not 1 <= len(digits) <= 10:
            return f"digits has length {len(digits)}: the problem needs 1 <= digits.length <= 10"
        for i, c in enumerate(digits):
            if not "0" <= c <= "9":
                return f"digits[{i}] = {c!r}: digits must consist of the characters '0' to '9'"
        if not 0 <= target <= 10**10:
            return f"target = {target}: the problem needs 0 <= target <= 10^10"
        return ""
