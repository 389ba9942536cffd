class Solution:
    def validate(self, handles: List[str]) -> str:
        if not 1 <= len(handles) <= 10**5:
            return f"handles has {len(handles)} elements: the problem needs 1 <= handles.length <= 10^5"
        for i, h in enumerate(handles):
            if not 1 <= len(h) <= 10:
                return f"handles[{i}] has length {len(h)}: the problem needs 1 <= handles[i].length <= 10"
            for c in h:
                if not "a" <= c <= "z":
                    return f"handles[{i}] contains {c!r}: handles[i] consists of lowercase English letters"
        seen = set()
        for i, h in enumerate(handles):
            if h in seen:
                return f"handles[{i}] = {h!r} appears twice: all handles are distinct"
            seen.add(h)
        return ""
