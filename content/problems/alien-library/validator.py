class Solution:
    def validate(self, order: str, titles: List[str]) -> str:
        if len(order) != 26 or set(order) != set("abcdefghijklmnopqrstuvwxyz"):
            return "order is not a permutation of the 26 lowercase English letters, as the problem requires"
        if not 1 <= len(titles) <= 2 * 10**4:
            return f"titles has {len(titles)} elements: the problem needs 1 <= titles.length <= 2 * 10^4"
        for i, t in enumerate(titles):
            if not 1 <= len(t) <= 20:
                return f"titles[{i}] has length {len(t)}: the problem needs 1 <= titles[i].length <= 20"
            for c in t:
                if not "a" <= c <= "z":
                    return f"titles[{i}] contains {c!r}: titles[i] consists of lowercase English letters"
        return ""
