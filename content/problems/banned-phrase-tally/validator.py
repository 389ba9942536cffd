class Solution:
    def validate(self, log: str, phrases: List[str]) -> str:
        if not 1 <= len(log) <= 10**5:
            return f"log has {len(log)} characters: the problem needs 1 <= log.length <= 10^5"
        if not 1 <= len(phrases) <= 10**4:
            return f"phrases has {len(phrases)} entries: the problem needs 1 <= phrases.length <= 10^4"
        for ch in log:
            if not "a" <= ch <= "z":
                return f"log contains '{ch}': log consists of lowercase English letters"
        total = 0
        for i, p in enumerate(phrases):
            if len(p) < 1:
                return f"phrases[{i}] is empty: the problem needs 1 <= phrases[i].length"
            total += len(p)
            if total > 10**5:
                return f"the phrases have more than 10^5 characters in total: the total length of phrases is at most 10^5"
            for ch in p:
                if not "a" <= ch <= "z":
                    return f"phrases[{i}] contains '{ch}': phrases[i] consists of lowercase English letters"
        if len(set(phrases)) != len(phrases):
            return "a phrase appears more than once: the phrases are distinct"
        return ""
