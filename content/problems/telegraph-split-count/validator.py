class Solution:
    def validate(self, message: str, words: List[str]) -> str:
        if not 1 <= len(message) <= 5 * 10**4:
            return f"message has {len(message)} characters: the problem needs 1 <= message.length <= 5 * 10^4"
        if not 1 <= len(words) <= 2 * 10**4:
            return f"words has {len(words)} entries: the problem needs 1 <= words.length <= 2 * 10^4"
        for ch in message:
            if not "a" <= ch <= "z":
                return f"message contains '{ch}': message consists of lowercase English letters"
        total = 0
        for i, w in enumerate(words):
            if not 1 <= len(w) <= 20:
                return f"words[{i}] has {len(w)} characters: the problem needs 1 <= words[i].length <= 20"
            total += len(w)
            if total > 2 * 10**5:
                return "the words have more than 2 * 10^5 characters in total: the total length of words is at most 2 * 10^5"
            for ch in w:
                if not "a" <= ch <= "z":
                    return f"words[{i}] contains '{ch}': words[i] consists of lowercase English letters"
        if len(set(words)) != len(words):
            return "a word appears more than once: the words are distinct"
        return ""
