class Solution:
    def validate(self, words: List[str], typed: List[str]) -> str:
        if not 1 <= len(words) <= 5 * 10**4:
            return f"words has {len(words)} entries: the problem needs 1 <= words.length <= 5 * 10^4"
        if not 1 <= len(typed) <= 10**5:
            return f"typed has {len(typed)} entries: the problem needs 1 <= typed.length <= 10^5"
        for name, arr in (("words", words), ("typed", typed)):
            for i, s in enumerate(arr):
                if not 1 <= len(s) <= 10:
                    return f"{name}[{i}] has {len(s)} characters: the problem needs 1 <= words[i].length, typed[j].length <= 10"
                for ch in s:
                    if not "a" <= ch <= "z":
                        return f"{name}[{i}] contains '{ch}': words[i] and typed[j] consist of lowercase English letters"
        return ""
