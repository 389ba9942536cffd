class Solution:
    def validate(self, selected: List[str]) -> str:
        if not 1 <= len(selected) <= 5 * 10**4:
            return f"selected has {len(selected)} paths: the problem needs 1 <= selected.length <= 5 * 10^4"
        allowed = set("abcdefghijklmnopqrstuvwxyz0123456789-_")
        for i, p in enumerate(selected):
            if not 2 <= len(p) <= 100:
                return f"selected[{i}] has {len(p)} characters: the problem needs 2 <= selected[i].length <= 100"
            if p[0] != "/":
                return f"selected[{i}] = \"{p}\" does not start with '/': each path is '/' followed by folder names"
            if p[-1] == "/":
                return f"selected[{i}] = \"{p}\" ends with '/': a path has no '/' at the end"
            for name in p[1:].split("/"):
                if not name:
                    return f"selected[{i}] = \"{p}\" has an empty folder name: folder names are separated by single '/' characters"
                for ch in name:
                    if ch not in allowed:
                        return f"selected[{i}] contains '{ch}': folder names consist of lowercase English letters, digits, '-' and '_'"
        return ""
