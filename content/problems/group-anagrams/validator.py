class Solution:
    def validate(self, strs: List[str]) -> str:
        if not 1 <= len(strs) <= 10**4:
            return f"strs has {len(strs)} elements: the problem needs 1 <= strs.length <= 10^4"
        for i, s in enumerate(strs):
            if len(s) > 100:
                return f"strs[{i}] has length {len(s)}: the problem needs 0 <= strs[i].length <= 100"
            for c in s:
                if not "a" <= c <= "z":
                    return f"strs[{i}] contains {c!r}: strs[i] consists of lowercase English letters"
        return ""
