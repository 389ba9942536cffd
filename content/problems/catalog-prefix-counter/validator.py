class Solution:
    def validate(self, titles: List[str], prefixes: List[str]) -> str:
        if not 1 <= len(titles) <= 5 * 10**4:
            return f"titles has {len(titles)} entries: the problem needs 1 <= titles.length <= 5 * 10^4"
        if not 1 <= len(prefixes) <= 10**5:
            return f"prefixes has {len(prefixes)} entries: the problem needs 1 <= prefixes.length <= 10^5"
        for name, arr in (("titles", titles), ("prefixes", prefixes)):
            for i, s in enumerate(arr):
                if not 1 <= len(s) <= 10:
                    return f"{name}[{i}] has {len(s)} characters: the problem needs 1 <= titles[i].length, prefixes[j].length <= 10"
                for ch in s:
                    if not "a" <= ch <= "z":
                        return f"{name}[{i}] contains '{ch}': titles[i] and prefixes[j] consist of lowercase English letters"
        return ""
