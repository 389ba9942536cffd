class Solution:
    def validate(self, current: str, target: str) -> str:
        if not 1 <= len(current) <= 2 * 10**5:
            return f"current has length {len(current)}: the problem needs 1 <= current.length == target.length <= 2 * 10^5"
        if len(current) != len(target):
            return f"current has length {len(current)} but target has length {len(target)}: the problem needs current.length == target.length"
        for name, s in (("current", current), ("target", target)):
            for i, c in enumerate(s):
                if not "a" <= c <= "z":
                    return f"{name}[{i}] = {c!r}: {name} must consist of lowercase English letters"
        return ""
